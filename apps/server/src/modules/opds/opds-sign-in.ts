import { createHash } from 'node:crypto';
import { parse as parseBasicAuthorization } from 'basic-auth';
import { growingLru } from '../../lib/growing-lru.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { MatchedAppPassword } from '../app-passwords/app-passwords.service.js';
import { canonicalEmail } from '../../lib/email.js';

/**
 * E-mail and password of an HTTP Basic Authorization header (parsed by `basic-auth`), when there
 * is a well-formed one with an e-mail; the e-mail is trimmed, the password kept as sent.
 */
export function basicCredentials(
  header: string | undefined,
): { email: string; password: string } | undefined {
  const credentials = header === undefined ? undefined : parseBasicAuthorization(header);
  if (!credentials?.name) return undefined;
  return { email: credentials.name.trim(), password: credentials.pass };
}

/** How long a verified app password is taken on trust (re-checked live on every use). */
export const REMEMBERED_APP_PASSWORD_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export interface OpdsSignInDeps {
  /** The full check, counted against the sign-in budgets: app passwords, then the account password. */
  verify(email: string, password: string, ip: string): Promise<AuthUser | MatchedAppPassword>;
  /** The cheap re-check of an app password verified earlier: its user while it is still live. */
  stillLive(appPasswordId: string, email: string): Promise<AuthUser | undefined>;
  ttlMs?: number;
  max?: number;
}

interface RememberedAppPassword {
  appPasswordId: string;
  email: string;
}

/**
 * The key a credential is remembered under: a hash of the e-mail and the secret together, so the
 * secret itself is never kept, and only someone who sends both finds the entry.
 */
const credentialKey = (email: string, secret: string) =>
  createHash('sha256')
    .update(JSON.stringify([email, secret]))
    .digest('base64url');

/**
 * HTTP Basic sign-in for the OPDS catalogue. E-reader apps send the credential with every request
 * (each feed page, cover and download), so checking each one like a sign-in spent the address's
 * and the e-mail's attempt budgets on the owner's own browsing.
 *
 * - An app password, once verified, is remembered for a minute by the hash of e-mail and secret:
 *   its uses within that minute spend no attempt. Each use re-reads the app password by its id
 *   (one key lookup), so revoking it, "log out everywhere", a password change or an e-mail change
 *   stops it on the next request, on every instance.
 * - The account password is never remembered (a fast hash of a guessable password is not kept in
 *   memory); it is checked each time, and a right one gives its attempt back (`verifyCredentials`).
 * - Identical requests from one address while the first is being checked share its check, and so
 *   one attempt: an e-reader opening a page of covers at once is one sign-in, not twenty.
 *
 * Wrong credentials are never remembered and always counted.
 */
export function createOpdsSignIn({
  verify,
  stillLive,
  ttlMs = REMEMBERED_APP_PASSWORD_MS,
  max = MAX_REMEMBERED,
}: OpdsSignInDeps) {
  const remembered = growingLru<string, RememberedAppPassword>(max, { ttl: ttlMs, ttlAutopurge: false });
  const checking = new Map<string, Promise<AuthUser>>();

  const check = (key: string, email: string, password: string, ip: string): Promise<AuthUser> => {
    const id = `${key}|${ip}`;
    let pending = checking.get(id);
    if (!pending) {
      pending = verify(email, password, ip)
        .then((verified) => {
          if ('appPasswordId' in verified)
            remembered.set(key, { appPasswordId: verified.appPasswordId, email });
          return { id: verified.id, role: verified.role };
        })
        .finally(() => checking.delete(id));
      checking.set(id, pending);
    }
    return pending;
  };

  return {
    /** The caller these Basic credentials sign in, or throws 401 / 429 as `verify` does. */
    async signIn(rawEmail: string, password: string, ip: string): Promise<AuthUser> {
      const email = canonicalEmail(rawEmail);
      const key = credentialKey(email, password);
      const known = remembered.get(key);
      if (known) {
        const user = await stillLive(known.appPasswordId, known.email);
        if (user) return user;
        // Revoked since: checked (and counted) afresh like any other credential.
        remembered.delete(key);
      }
      return check(key, email, password, ip);
    },
  };
}

export type OpdsSignIn = ReturnType<typeof createOpdsSignIn>;
