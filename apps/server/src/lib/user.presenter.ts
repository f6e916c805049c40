import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  type NotificationSettings,
  ownImageUrl,
  type PrivacySettings,
  type UserResponse,
} from '@quire/shared';
import type { users } from '../db/schema.js';

/** A user as stored. */
type UserRow = typeof users.$inferSelect;

/** The address of a stored image (the comments presenter names it so). */
export const imageUrl = ownImageUrl;

/** The user as the spec's user endpoint shows it; never the hash or the token version. */
export function presentUser(row: UserRow): UserResponse {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    bio: row.bio,
    avatar: row.avatarImageId ? ownImageUrl(row.avatarImageId) : null,
    role: row.role,
    readingPreferences: row.readingPreferences,
    notificationSettings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...row.notificationSettings,
    } as NotificationSettings,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings } as PrivacySettings,
    theme: row.theme,
    language: row.language,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}
