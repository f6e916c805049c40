import path from 'node:path';
import {
  IMPORT_MAX_DEPTH,
  IMPORT_MAX_PARAGRAPHS,
  IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
  IMPORT_MAX_TEXT_MB,
  IMPORT_MAX_UNPACKED_MB,
} from '@quire/shared/constants/import';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** An origin as browsers send it: scheme, host and port, no path ("https://app.example.com"). */
const origin = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
    } catch {
      return false;
    }
  }, 'each of CORS_ORIGINS must be an origin like https://app.example.com (scheme, host, optional port)');

const emptyAsUnset = z.literal('').transform(() => undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Insert the demo catalogue on first start. */
  SEED_DEMO: booleanFromString.default(true),
  /**
   * Book answers in the spec's own shapes for its original client (decision 003): `likes` and
   * `favorites` as lists of user ids, list items with their `chapters`. Off by default.
   */
  SPEC_COMPAT: booleanFromString,
  /** Per-IP budget of auth attempts (login + register) per 15 minutes. */
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(1000),
  /** Sign-in attempts allowed per e-mail address from one client address per 15 minutes. */
  AUTH_EMAIL_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Writes (POST/PUT/PATCH/DELETE under /api) per signed-in user, or per IP when anonymous, per minute. */
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Book creates and updates, image and avatar uploads per signed-in user per hour. */
  UPLOAD_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Registrations per IP per hour. */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts allowed per e-mail address from all client addresses together per 15 minutes. */
  AUTH_EMAIL_CEILING: z.coerce.number().int().min(1).default(100),
  /**
   * Origins of separately hosted front ends allowed to call the API and the real-time socket
   * (comma-separated). Empty: same origin only.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  /** The API's public address; when set, every URL the API answers (covers, avatars) is absolute. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // File work (imports, exports, CSV) in bounded workers, and what an imported file may become
  // (decision 047; README, Configuration).
  /** Worker threads doing file work at once; default: the cores less one, 1 to 4. */
  FILE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Each file worker's JavaScript heap, in MB. */
  FILE_WORK_HEAP_MB: z.coerce.number().int().min(64).default(256),
  /** Seconds one piece of file work may run. */
  FILE_WORK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Pieces of file work one user may have waiting or running at once. */
  FILE_WORK_PER_USER: z.coerce.number().int().min(1).default(2),
  /** Pieces of file work that may wait for a worker, from everyone together. */
  FILE_WORK_QUEUE: z.coerce.number().int().min(0).default(100),
  IMPORT_MAX_UNPACKED_MB: z.coerce.number().int().min(1).default(IMPORT_MAX_UNPACKED_MB),
  IMPORT_MAX_TEXT_MB: z.coerce.number().int().min(1).default(IMPORT_MAX_TEXT_MB),
  IMPORT_MAX_PARAGRAPHS: z.coerce.number().int().min(1).default(IMPORT_MAX_PARAGRAPHS),
  IMPORT_MAX_PARAGRAPHS_PER_CHAPTER: z.coerce
    .number()
    .int()
    .min(1)
    .default(IMPORT_MAX_PARAGRAPHS_PER_CHAPTER),
  IMPORT_MAX_DEPTH: z.coerce.number().int().min(8).max(10_000).default(IMPORT_MAX_DEPTH),
  /** Where the built web app lives; served with an SPA fallback when present. */
  WEB_DIST: z.string().optional(),
  // Single sign-on through an OpenID Connect provider (decision 051): all three or none.
  /** The provider's issuer URL (its discovery document is `<issuer>/.well-known/openid-configuration`). */
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http(s) URL' })
    .refine(
      (value) => new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname),
      'OIDC_ISSUER must be an https URL (plain http only on this machine: localhost, 127.0.0.1, [::1])',
    )
    .optional()
    .or(emptyAsUnset),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional().or(emptyAsUnset),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional().or(emptyAsUnset),
  /** What the sign-in screen's button names ("Sign in with <name>"). */
  OIDC_NAME: z.string().trim().min(1).max(60).optional().or(emptyAsUnset),
});

const OIDC_SETTINGS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** Single sign-on takes the issuer, the client id and its secret together, or none of them. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const given = OIDC_SETTINGS.filter((name) => env[name] !== undefined);
  if (given.length > 0 && given.length < OIDC_SETTINGS.length)
    for (const name of OIDC_SETTINGS.filter((n) => env[n] === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is needed for single sign-on (set with ${given.join(', ')})`,
      });
});

export type Env = z.infer<typeof envSchema> & { SEED_DEMO: boolean };

/** Parses the environment once, failing fast with one readable line per problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return {
    ...result.data,
    SEED_DEMO: result.data.SEED_DEMO ?? true,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
  };
}
