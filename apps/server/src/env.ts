import path from 'node:path';
import { z } from 'zod';

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
  /** Where the built web app lives; served with an SPA fallback when present. */
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & { SEED_DEMO: boolean };

/** Parses the environment once, failing fast with one readable line per problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
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
