import { z } from 'zod';
import { text } from './common.js';
import {
  NOTIFICATION_SETTING_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRIVACY_SETTING_KEYS,
} from '../constants.js';
import { VALIDATION } from '../messages.js';

/** The spec's "simple pattern": text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Scripts whose letters pass for one another (Latin a, Cyrillic а, Greek α). */
const CONFUSABLE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
];

/**
 * Whether some part of an address (the local part, or one domain label) mixes letters of
 * look-alike scripts, as a spoof of another reader's address would (decision 012).
 */
export function mixesScripts(email: string): boolean {
  const normalised = email.normalize('NFKC');
  return normalised
    .split(/[@.]/)
    .some((part) => CONFUSABLE_SCRIPTS.filter((script) => script.test(part)).length > 1);
}

export const emailSchema = text({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid)
  .refine((email) => !mixesScripts(email), VALIDATION.emailMixedScripts);

export const passwordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordTooLong);

export const nameSchema = text({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(100, 'Name must be at most 100 characters');

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const flagsOf = <K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as { [P in K[number]]: z.ZodBoolean });

export const notificationSettingsSchema = flagsOf(NOTIFICATION_SETTING_KEYS);
export const privacySettingsSchema = flagsOf(PRIVACY_SETTING_KEYS);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: false,
  newComments: true,
  newLikes: true,
  newRatings: true,
  newChapters: true,
  achievementAlerts: true,
};
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  publicProfile: true,
  showReadingActivity: false,
  showBookshelf: false,
};

export const userResponseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['reader', 'admin']),
  readingPreferences: z.array(z.string()),
  notificationSettings: notificationSettingsSchema,
  privacySettings: privacySettingsSchema,
  theme: z.string(),
  language: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userResponseSchema });
export const registerResponseSchema = z.object({ message: z.string(), user: userResponseSchema });
export const checkStatusResponseSchema = z.object({ isAuthenticated: z.boolean() });
export const checkStatusQuerySchema = z.object({ key: text().max(500).optional() });

/** PUT /api/auth/user: the whole profile object; unknown keys (avatar, role, _id) are ignored. */
export const updateProfileBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  bio: text().max(1000, 'Bio must be at most 1000 characters').default(''),
  readingPreferences: z.array(text().trim().min(1).max(50)).max(50),
  notificationSettings: notificationSettingsSchema,
  privacySettings: privacySettingsSchema,
  theme: text().trim().min(1).max(20),
  language: text().trim().min(1).max(20),
  timeZone: text().trim().min(1).max(64).optional(),
  /** Required (and checked) only when the e-mail changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileResponseSchema = z.object({ message: z.string(), user: userResponseSchema });
