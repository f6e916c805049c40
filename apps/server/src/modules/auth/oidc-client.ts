import type { SsoErrorReason } from '@quire/shared';
import * as client from 'openid-client';
import { isLoopbackHost } from '../../lib/loopback.js';

/** The provider Quire signs in with (OIDC_* settings). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in screen's button names. */
  name: string;
}

/** What an authorization request must find again at its callback (kept in the state cookie). */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Who signed in, as the provider vouches for it. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** A single sign-on that ends on /auth with the message of `reason` (never a secret in `message`). */
export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SsoFailure';
  }
}

/** Seconds one request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** How long the provider's discovery document is trusted before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const SCOPE = 'openid email profile';

/** Whether an error (or what it wraps) is the provider not answering: refused, reset, timed out. */
function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const e = current as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e.message === 'fetch failed') return true;
    if (typeof e.code === 'string' && /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(e.code))
      return true;
    current = e.cause;
  }
  return false;
}

/** The reason a failed callback step ends with. */
function reasonOf(error: unknown): SsoErrorReason {
  if (error instanceof SsoFailure) return error.reason;
  if (error instanceof client.AuthorizationResponseError)
    return error.error === 'access_denied' ? 'cancelled' : 'failed';
  if (error instanceof client.ResponseBodyError) return error.status >= 500 ? 'unavailable' : 'failed';
  if (isUnreachable(error)) return 'unavailable';
  const status = (error as { cause?: { status?: unknown } }).cause?.status;
  if (typeof status === 'number' && status >= 500) return 'unavailable';
  return 'failed';
}

/** Wraps any failure of a step as an SsoFailure with its reason (the original kept as `cause`). */
const failure = (error: unknown) =>
  error instanceof SsoFailure
    ? error
    : new SsoFailure(reasonOf(error), error instanceof Error ? error.message : 'failed', { cause: error });

/**
 * The client side of the authorization code flow with PKCE (openid-client): the provider's
 * metadata read by discovery (remembered an hour; a failed read is not remembered), the address a
 * sign-in starts at, and the checks of the callback, which answer who signed in.
 */
export function createOidcClient(settings: OidcSettings) {
  const issuerUrl = new URL(settings.issuer);
  // The client secret is sent as HTTP Basic (OpenID Connect's default), or in the body for a
  // provider that says it takes only that.
  const basic = client.ClientSecretBasic(settings.clientSecret);
  const post = client.ClientSecretPost(settings.clientSecret);
  const clientAuth: client.ClientAuth = (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost =
      methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    (usePost ? post : basic)(as, metadata, body, headers);
  };

  let discovered: { config: Promise<client.Configuration>; at: number } | undefined;
  function configuration(): Promise<client.Configuration> {
    if (discovered && Date.now() - discovered.at < DISCOVERY_TTL_MS) return discovered.config;
    const config = client
      .discovery(issuerUrl, settings.clientId, undefined, clientAuth, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain HTTP only to this machine (env.ts refuses any other http issuer).
        execute:
          issuerUrl.protocol === 'http:' && isLoopbackHost(issuerUrl.hostname)
            ? [client.allowInsecureRequests]
            : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new SsoFailure('unavailable', 'discovery failed', { cause: error });
      });
    discovered = { config, at: Date.now() };
    return config;
  }

  return {
    issuer: settings.issuer,

    /** The provider's authorization address for a new sign-in, and the checks its callback needs. */
    async start(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }> {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier, redirectUri };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    /**
     * Checks the provider's answer (`callbackUrl`: the redirect URI with the provider's query) and
     * trades the code for tokens; answers who signed in. The e-mail comes from the ID token, or
     * from the userinfo endpoint when the provider keeps it there. Throws SsoFailure.
     */
    async finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new SsoFailure('failed', 'no ID token');
        let claims: Record<string, unknown> = idToken;
        if (typeof idToken.email !== 'string' && config.serverMetadata().userinfo_endpoint)
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        const text = (value: unknown) =>
          typeof value === 'string' && value.trim() ? value.trim() : undefined;
        const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: text(claims.email),
          // Only a real `true` (some providers send the string "true").
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          name: text(claims.name) ?? (given || undefined) ?? text(claims.preferred_username),
        };
      } catch (error) {
        throw failure(error);
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/** The reason any error of a sign-in's start ends with. */
export const ssoFailureOf = failure;
