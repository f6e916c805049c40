import {
  AUTH_MESSAGES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
  API_MESSAGES,
} from '@quire/shared';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../errors.js';
import type { AttemptLimiter } from '../../plugins/attempt-limiter.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from './password.js';
import type { TokenService } from './token.service.js';
import { presentUser } from './user.presenter.js';
import type { UsersRepository } from './users.repository.js';

const WINDOW_SECONDS = 15 * 60;

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenService;
  limiter: AttemptLimiter;
  limits: { perIp: number; perEmail: number };
}

export function createAuthService({ users, tokens, limiter, limits }: AuthServiceDeps) {
  const normaliseEmail = (email: string) => email.trim().toLowerCase();

  async function guardIp(ip: string) {
    const attempts = await limiter.hit(`auth:ip:${ip}`, WINDOW_SECONDS);
    if (attempts > limits.perIp) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  }

  return {
    async register(body: RegisterBody, ip: string) {
      await guardIp(ip);
      const email = normaliseEmail(body.email);
      if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      const passwordHash = await hashPassword(body.password);
      try {
        const row = await users.insert({
          name: body.name.trim(),
          email,
          passwordHash,
          notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
          privacySettings: DEFAULT_PRIVACY_SETTINGS,
        });
        return presentUser(row);
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (
          (error as { code?: string }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        )
          throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    async login(body: LoginBody, ip: string) {
      await guardIp(ip);
      const email = normaliseEmail(body.email);
      const emailKey = `auth:email:${email}`;
      if ((await limiter.count(emailKey)) >= limits.perEmail)
        throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
      const row = await users.findByEmail(email);
      const ok = row
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyPassword(await timingSafeDummyHash(), body.password).then(() => false);
      if (!row || !ok) {
        await limiter.hit(emailKey, WINDOW_SECONDS);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(emailKey);
      const token = await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
      return { token, user: presentUser(row) };
    },

    async getProfile(userId: string) {
      const row = await users.findById(userId);
      if (!row) throw notFound(API_MESSAGES.userNotFound);
      return presentUser(row);
    },

    async updateProfile(userId: string, body: UpdateProfileBody) {
      const email = normaliseEmail(body.email);
      const other = await users.findByEmail(email);
      if (other && other.id !== userId) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      const row = await users.update(userId, {
        name: body.name.trim(),
        email,
        bio: body.bio,
        readingPreferences: [...new Set(body.readingPreferences)],
        notificationSettings: body.notificationSettings,
        privacySettings: body.privacySettings,
        theme: body.theme,
        language: body.language,
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
      });
      if (!row) throw notFound(API_MESSAGES.userNotFound);
      return presentUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
