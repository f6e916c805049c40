import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
  API_MESSAGES,
  VALIDATION,
} from '@quire/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound, tooManyRequests, unauthorized } from '../../errors.js';
import type { AttemptBudget, AttemptLimiter } from '../../plugins/attempt-limiter.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canonicalTimeZone } from '../../lib/local-dates.js';
import { canonicalEmail } from '../../lib/email.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/password.js';
import type { TokenService } from './token.service.js';
import { presentUser } from '../../lib/user.presenter.js';
import type { UsersRepository } from './users.repository.js';

const WINDOW_SECONDS = 15 * 60;

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenService;
  limiter: AttemptLimiter;
  /**
   * perIp: attempts (sign-in + registration) per address; perEmail: sign-in attempts per e-mail
   * from one address; emailCeiling: sign-in attempts per e-mail from all addresses together
   * (decision 012). Counted before the password is checked; a web sign-in's success clears the
   * e-mail's count from that address and gives back its own attempt to the ceiling, an HTTP Basic
   * success only gives back its own attempt (`verifyCredentials`).
   */
  limits: { perIp: number; perEmail: number; emailCeiling: number };
}

export function createAuthService({ users, tokens, limiter, limits }: AuthServiceDeps) {
  const normaliseEmail = canonicalEmail;
  const ipBudget = (ip: string) => ({
    key: `auth:ip:${ip}`,
    limit: limits.perIp,
    windowSeconds: WINDOW_SECONDS,
  });
  const emailBudgets = (email: string, ip: string): [AttemptBudget, AttemptBudget] => [
    { key: `auth:email-ip:${email}|${ip}`, limit: limits.perEmail, windowSeconds: WINDOW_SECONDS },
    { key: `auth:email:${email}`, limit: limits.emailCeiling, windowSeconds: WINDOW_SECONDS },
  ];

  /** The user whose account password this is, or undefined (as slow either way). */
  async function passwordOwner(email: string, password: string) {
    const row = await users.findByEmail(email);
    const ok = row
      ? await verifyPassword(row.passwordHash, password)
      : await verifyPassword(await timingSafeDummyHash(), password).then(() => false);
    return row && ok ? row : undefined;
  }

  /** The sign-in check: attempts counted before the password is verified; answers the user row. */
  async function checkPassword(rawEmail: string, password: string, ip: string) {
    const email = normaliseEmail(rawEmail);
    const budgets = emailBudgets(email, ip);
    // Consumed before the password is checked, so parallel guesses cannot outrun the count.
    if (!(await limiter.consume([ipBudget(ip), ...budgets])))
      throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
    const row = await passwordOwner(email, password);
    if (!row) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    // The owner's own address starts afresh (their typos are forgiven); the all-address ceiling
    // only gets this attempt back, so guesses from elsewhere stay counted however often the
    // owner signs in between them.
    const [ownAddress, ceiling] = budgets;
    await Promise.all([
      limiter.reset(ownAddress.key, ownAddress.limit, ownAddress.windowSeconds),
      limiter.refund([ceiling]),
    ]);
    return row;
  }

  async function guardIp(ip: string) {
    if (!(await limiter.consume([ipBudget(ip)]))) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
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
        if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    async login(body: LoginBody, ip: string) {
      const row = await checkPassword(body.email, body.password, ip);
      const token = await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
      return { token, user: presentUser(row) };
    },

    /**
     * An e-mail and a password for HTTP Basic callers such as e-reader apps, which send them with
     * every request. `alsoAccept` (app passwords) is asked first; the account password is checked
     * when it answers nobody. Throws 401 (invalid credentials) or 429.
     *
     * The attempt is consumed from the same budgets as sign-in before anything is checked, so
     * parallel guesses cannot outrun the count. A success gives back exactly the attempt it took
     * and resets nothing: clearing the e-mail's counts, as the web sign-in does, would also clear
     * the failures another source (a guesser beside or far from the owner) had run up, and an
     * e-reader succeeds every few seconds, so a guesser interleaving with it would never be
     * limited. Failures stay counted, so right credentials never spend the allowance and wrong
     * ones are limited as on sign-in.
     */
    async verifyCredentials<Accepted extends AuthUser>(
      email: string,
      password: string,
      ip: string,
      alsoAccept?: (email: string, password: string) => Promise<Accepted | undefined>,
    ): Promise<Accepted | AuthUser> {
      const normalised = normaliseEmail(email);
      const budgets = [ipBudget(ip), ...emailBudgets(normalised, ip)];
      if (!(await limiter.consume(budgets))) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
      const accepted: Accepted | AuthUser | undefined =
        (alsoAccept ? await alsoAccept(normalised, password) : undefined) ??
        (await passwordOwner(normalised, password).then((row) => row && { id: row.id, role: row.role }));
      if (!accepted) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      await limiter.refund(budgets);
      return accepted;
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
      const current = await users.findById(userId);
      if (!current) throw notFound(API_MESSAGES.userNotFound);
      // The sign-in e-mail is a credential: changing it takes the current password.
      if (normaliseEmail(current.email) !== email) {
        if (!body.currentPassword)
          throw new AppError(400, 'PASSWORD_REQUIRED', VALIDATION.emailChangeNeedsPassword);
        const budget = {
          key: `account:password:${userId}`,
          limit: limits.perEmail,
          windowSeconds: WINDOW_SECONDS,
        };
        if (!(await limiter.consume([budget]))) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
        if (!(await verifyPassword(current.passwordHash, body.currentPassword)))
          throw new AppError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.currentPasswordWrong);
        await limiter.reset(budget.key, budget.limit, budget.windowSeconds);
      }
      const row = await users.update(userId, {
        name: body.name.trim(),
        email,
        bio: body.bio,
        readingPreferences: [...new Set(body.readingPreferences)],
        notificationSettings: body.notificationSettings,
        privacySettings: body.privacySettings,
        theme: body.theme,
        language: body.language,
        ...(body.timeZone ? { timeZone: canonicalTimeZone(body.timeZone) ?? body.timeZone } : {}),
      });
      if (!row) throw notFound(API_MESSAGES.userNotFound);
      return presentUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
