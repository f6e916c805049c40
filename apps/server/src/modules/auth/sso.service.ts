import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  emailSchema,
  nameSchema,
  SSO_MESSAGES,
  type SsoConfigResponse,
} from '@quire/shared';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { canonicalEmail } from '../../lib/email.js';
import { presentUser } from '../../lib/user.presenter.js';
import {
  createOidcClient,
  type OidcChecks,
  type OidcIdentity,
  type OidcSettings,
  SsoFailure,
  ssoFailureOf,
} from './oidc-client.js';
import type { SsoRepository } from './sso.repository.js';
import type { TokenService } from './token.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** How long a started sign-in may take at the provider (the state cookie's life). */
export const SSO_STATE_TTL_SECONDS = 10 * 60;
/** How long the one-time code of a finished sign-in may wait for the web app to exchange it. */
export const SSO_CODE_TTL_SECONDS = 60;

/**
 * The password hash of an account made by single sign-on: not an argon2 hash, so no password
 * verifies against it (verifyPassword answers false) and the account signs in only through its
 * provider (decision 051).
 */
export const NO_PASSWORD_HASH = '!sso-only';

/** What the state cookie holds once opened (checked: it came from us, but may be old). */
const checksSchema = z.object({
  state: z.string().min(1).max(512),
  nonce: z.string().min(1).max(512),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.url().max(2048),
});

export interface SsoServiceDeps {
  /** The provider, or undefined when single sign-on is not configured. */
  settings: OidcSettings | undefined;
  users: UsersRepository;
  sso: SsoRepository;
  tokens: TokenService;
  /** The server's token secret: the state cookie's key is derived from it. */
  secret: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A display name the profile accepts, from what the provider said (or the e-mail's local part). */
function accountName(identity: OidcIdentity, email: string): string {
  const candidates = [identity.name, email.split('@')[0], 'Reader'];
  for (const candidate of candidates) {
    const parsed = nameSchema.safeParse(candidate?.replaceAll('\0', '').slice(0, 100));
    if (parsed.success) return parsed.data;
  }
  return 'Reader';
}

/**
 * Single sign-on through one OpenID Connect provider (decision 051): the state of a started
 * sign-in sealed into a short-lived cookie, the account an identity signs in to (its link, else an
 * account with its verified e-mail, else a new reader), and the one-time code the web app trades
 * for the same session token a password sign-in gives.
 */
export function createSsoService({ settings, users, sso, tokens, secret }: SsoServiceDeps) {
  const oidc = settings ? createOidcClient(settings) : undefined;
  // A key of its own for the cookie (A256GCM), derived from the token secret.
  const stateKey = new Uint8Array(hkdfSync('sha256', secret, 'quire', 'sso state cookie', 32));

  const seal = (checks: OidcChecks) =>
    new EncryptJWT({ ...checks })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${SSO_STATE_TTL_SECONDS}s`)
      .encrypt(stateKey);

  async function open(sealed: string | undefined): Promise<OidcChecks> {
    if (!sealed) throw new SsoFailure('expired', 'no state cookie');
    try {
      const { payload } = await jwtDecrypt(sealed, stateKey);
      return checksSchema.parse(payload);
    } catch (error) {
      throw new SsoFailure('expired', 'state cookie unreadable or expired', { cause: error });
    }
  }

  /** The account `identity` signs in to, linking or creating it on its first sign-in. */
  async function accountFor(identity: OidcIdentity, retried = false): Promise<UserRow> {
    const linked = await sso.signInLinked(identity);
    if (linked) return linked;
    const parsed = emailSchema.safeParse(identity.email ?? '');
    if (!parsed.success) throw new SsoFailure('no-email', 'no usable e-mail claim');
    const email = canonicalEmail(parsed.data);
    const existing = await users.findByEmail(email);
    if (existing) {
      // Only an address the provider vouches for may join an account someone else may have made.
      if (!identity.emailVerified) throw new SsoFailure('unverified-email', 'unverified e-mail in use');
      const owner = await sso.link(identity, existing.id);
      const row = owner === existing.id ? existing : await users.findById(owner);
      if (!row) throw new SsoFailure('failed', 'linked account vanished');
      return row;
    }
    try {
      return await sso.createLinkedUser(identity, {
        name: accountName(identity, email),
        email,
        passwordHash: NO_PASSWORD_HASH,
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
        privacySettings: DEFAULT_PRIVACY_SETTINGS,
      });
    } catch (error) {
      // Another sign-in (of this identity, or a registration of this e-mail) got there first:
      // look again, once.
      if (isUniqueViolation(error) && !retried) return accountFor(identity, true);
      throw error;
    }
  }

  return {
    /** What the sign-in screen offers. */
    config(): SsoConfigResponse {
      return { oidc: settings ? { name: settings.name } : null };
    },

    /**
     * Starts a sign-in: the provider's address to send the browser to, and the sealed state
     * (state, nonce, PKCE verifier, redirect URI) for the browser's cookie. Throws SsoFailure.
     */
    async start(redirectUri: string): Promise<{ location: string; sealedState: string }> {
      if (!oidc) throw new SsoFailure('disabled');
      try {
        const { url, checks } = await oidc.start(redirectUri);
        return { location: url.href, sealedState: await seal(checks) };
      } catch (error) {
        throw ssoFailureOf(error);
      }
    },

    /**
     * Finishes a sign-in at the callback: checks the provider's answer against the cookie's state,
     * finds or makes the account and answers a one-time code for it. Throws SsoFailure.
     */
    async finish(query: URLSearchParams, sealedState: string | undefined): Promise<{ code: string }> {
      if (!oidc) throw new SsoFailure('disabled');
      const checks = await open(sealedState);
      const callbackUrl = new URL(checks.redirectUri);
      callbackUrl.search = query.toString();
      const identity = await oidc.finish(callbackUrl, checks);
      const user = await accountFor(identity);
      const code = randomBytes(32).toString('base64url');
      await sso.saveCode(sha256(code), user.id, new Date(Date.now() + SSO_CODE_TTL_SECONDS * 1000));
      return { code };
    },

    /** The session a one-time code stands for, as a password sign-in answers it; the code is used up. */
    async exchange(code: string) {
      const userId = await sso.takeCode(sha256(code));
      const row = userId ? await users.findById(userId) : undefined;
      if (!row) throw new AppError(400, 'SSO_CODE_INVALID', SSO_MESSAGES.codeInvalid);
      const token = await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
      return { token, user: presentUser(row) };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
