import { z } from 'zod';
import { BOOKS_OUT_MESSAGES } from '../messages/books-out.js';
import { text } from './common.js';

/** Longest device name of an app password. */
export const APP_PASSWORD_NAME_MAX = 60;
/** App passwords one account may keep at once. */
export const APP_PASSWORDS_MAX = 20;

export const appPasswordCreateSchema = z.object({
  name: text({ error: BOOKS_OUT_MESSAGES.appPasswordNameRequired })
    .trim()
    .min(1, BOOKS_OUT_MESSAGES.appPasswordNameRequired)
    .max(APP_PASSWORD_NAME_MAX, BOOKS_OUT_MESSAGES.appPasswordNameTooLong),
});
export type AppPasswordCreate = z.input<typeof appPasswordCreateSchema>;

/** An app password as listed: never its secret. */
export const appPasswordSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AppPassword = z.infer<typeof appPasswordSchema>;

export const appPasswordListSchema = z.object({
  appPasswords: z.array(appPasswordSchema),
  /** The OPDS catalogue's absolute address, to add in an e-reader app. */
  catalogueUrl: z.string(),
  /** KOReader's progress sync server (decision 055). */
  koreaderUrl: z.string(),
});
export type AppPasswordList = z.infer<typeof appPasswordListSchema>;

/** The answer to a create: the only time the secret is shown. */
export const appPasswordCreatedSchema = z.object({
  message: z.string(),
  appPassword: appPasswordSchema,
  secret: z.string(),
});
export type AppPasswordCreated = z.infer<typeof appPasswordCreatedSchema>;
