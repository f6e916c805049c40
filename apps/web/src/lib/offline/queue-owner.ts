import { getToken } from '../token-storage';

/**
 * The id of the user a token signs in: the subject of the JWT, where the server names the user
 * (apps/server/src/modules/auth/token.service.ts). It is read from the token itself, so it is known
 * offline and is always the user a request sent with that token writes for. The signature is the
 * server's to check; here the id only decides whose waiting writes the token may send, so a token
 * whose subject cannot be read owns none. Null when there is none.
 */
export function tokenUserId(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const subject = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof subject === 'string' && subject !== '' ? subject : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id (from the stored token), or null when nobody is signed in. */
export const signedInUserId = () => tokenUserId(getToken());
