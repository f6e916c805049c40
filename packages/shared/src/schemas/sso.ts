import { z } from 'zod';
import { SSO_ERROR_REASONS } from '../messages/sso.js';

/**
 * GET /api/auth/sso: which single sign-on the sign-in screen offers. `oidc` is null when the
 * server has no OpenID Connect provider configured (decision 051).
 */
export const ssoConfigResponseSchema = z.object({
  oidc: z.object({ name: z.string() }).nullable(),
});
export type SsoConfigResponse = z.infer<typeof ssoConfigResponseSchema>;

/** A value the provider echoes back, bounded so a hostile address cannot make it large. */
const providerValue = z.string().max(2048);

/**
 * GET /api/auth/oidc/callback: the provider's authorization response (RFC 6749 §4.1.2, with the
 * issuer of RFC 9207). The checks themselves (state, issuer, code, PKCE) are openid-client's.
 */
export const ssoCallbackQuerySchema = z.object({
  code: providerValue.optional(),
  state: providerValue.optional(),
  iss: providerValue.optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  session_state: providerValue.optional(),
});

/** The one-time sign-in code the callback hands the web app (32 random bytes, base64url). */
export const SSO_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/oidc/exchange: the one-time code from the callback, for a session token. */
export const ssoExchangeBodySchema = z.object({
  code: z.string().regex(SSO_CODE_PATTERN, 'Invalid sign-in code'),
});
export type SsoExchangeBody = z.infer<typeof ssoExchangeBodySchema>;

export const ssoErrorReasonSchema = z.enum(SSO_ERROR_REASONS);
