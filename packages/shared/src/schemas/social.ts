/**
 * Profile extras, account security, public profiles, notifications and the real-time protocol.
 * The profile object itself (GET/PUT /api/auth/user) lives in ./auth.ts.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ACCOUNT_MESSAGES } from '../messages/account.js';
import { VALIDATION } from '../messages.js';
import { userResponseSchema } from './auth.js';
import type { FileJobChangedEvent } from './file-jobs.js';

// ---------------------------------------------------------------------------------------------
// Messages of this area that the spec does not name (the spec's own texts are in messages.ts).

// ---------------------------------------------------------------------------------------------
// Avatar and account security.

/** Pixels per side of the small picture the avatar upload answers with (spec §3: bytes). */
export const AVATAR_PREVIEW_SIZE = 64;

/**
 * POST /api/auth/user/avatar (multipart field `avatar`). `avatar` is the spec's object: the
 * picture's content type and its bytes as a JSON array of numbers (a small square re-encoding,
 * AVATAR_PREVIEW_SIZE pixels a side). `avatarUrl` is the stored avatar's URL, as
 * GET /api/auth/user answers it in `avatar`.
 */
export const avatarUploadResponseSchema = z.object({
  message: z.string(),
  avatar: z.object({ contentType: z.string(), data: z.array(z.number().int().min(0).max(255)) }),
  avatarUrl: z.string(),
  user: userResponseSchema,
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

const newPasswordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordTooLong);

/** PUT /api/auth/password */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A fresh token for this device; every older token has been revoked. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** DELETE /api/auth/user */
export const deleteAccountBodySchema = z.object(
  {
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordWrong),
    /** Keep the books this user published (they stay, without an owner) instead of deleting them. */
    keepBooks: z.boolean().default(false),
  },
  { error: ACCOUNT_MESSAGES.passwordRequired },
);
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  message: z.string(),
  deletedBooks: z.number().int(),
  keptBooks: z.number().int(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Public profile: GET /api/users/:userId

export const userIdParamsSchema = z.object({ userId: z.uuid({ error: ACCOUNT_MESSAGES.userNotFound }) });

export const profileBookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  category: z.string(),
  likes: z.number().int(),
  rating: z.object({ averageRating: z.number(), totalRatings: z.number().int() }),
  chapterCount: z.number().int(),
  createdAt: z.string(),
});
export type ProfileBook = z.infer<typeof profileBookSchema>;

export const profileShelfBookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(['Reading', 'Completed', 'Want to Read']).nullable(),
  favorite: z.boolean(),
  progress: z.number(),
});
export type ProfileShelfBook = z.infer<typeof profileShelfBookSchema>;

export const readingActivitySchema = z.object({
  booksCompleted: z.number().int(),
  booksReading: z.number().int(),
  pagesRead: z.number().int(),
  minutesRead: z.number().int(),
});
export type ReadingActivity = z.infer<typeof readingActivitySchema>;

/**
 * What one reader may see of another. `name` always; the rest only when the owner's privacy
 * settings allow it (a private profile shows the name alone). The owner always sees everything.
 */
export const publicProfileResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  /** False when the owner turned publicProfile off: only the name is shown. */
  isPublic: z.boolean(),
  avatar: z.string().nullable().optional(),
  bio: z.string().optional(),
  memberSince: z.string().optional(),
  publishedBooks: z.array(profileBookSchema).optional(),
  /** Present only when showBookshelf allows it. */
  bookshelf: z.array(profileShelfBookSchema).optional(),
  /** Present only when showReadingActivity allows it. */
  readingActivity: readingActivitySchema.optional(),
  /** For the owner only: which parts other readers can see. */
  visibleToOthers: z.object({ bookshelf: z.boolean(), readingActivity: z.boolean() }).optional(),
});
export type PublicProfile = z.infer<typeof publicProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Notifications.

export const NOTIFICATION_TYPES = [
  'comment',
  'like',
  'rating',
  'chapter',
  'achievement',
  'book_removed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Which notificationSettings flag allows each type. */
export const NOTIFICATION_SETTING_FOR_TYPE = {
  comment: 'newComments',
  like: 'newLikes',
  rating: 'newRatings',
  chapter: 'newChapters',
  achievement: 'achievementAlerts',
  /** A book in your library was deleted: news about books you follow, like new chapters. */
  book_removed: 'newChapters',
} as const satisfies Record<NotificationType, string>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  message: z.string(),
  /** In-app path to what it is about, e.g. /book/<id>. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const markReadResponseSchema = z.object({ message: z.string(), unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Real time (socket.io). Small typed events only; clients refetch what they name.

export interface ServerToClientEvents {
  'notification:new': (payload: { id: string }) => void;
  'file-job:changed': (payload: FileJobChangedEvent) => void;
}
// biome-ignore lint/complexity/noBannedTypes: socket.io's typed-events form for "no events".
export type ClientToServerEvents = {};
/** The handshake the client sends: `io({ auth: { token } })`. */
export interface RealtimeHandshakeAuth {
  token: string;
}
