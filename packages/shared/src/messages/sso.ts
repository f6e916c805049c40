/**
 * Single sign-on through an OpenID Connect provider (decision 051): the sign-in screen's button
 * and the messages a sign-in that went wrong ends with. The server sends the reader back to
 * /auth with one of the reasons below; the screen shows its message.
 */

/** The provider's display name when OIDC_NAME is not set. */
export const SSO_DEFAULT_NAME = 'single sign-on';

/** The button on the sign-in screen, e.g. "Sign in with Acme ID". */
export const ssoButtonLabel = (name: string) => `Sign in with ${name}`;

/** Why a single sign-on ended back on /auth without signing in (the `sso-error` of its address). */
export const SSO_ERROR_REASONS = [
  'unavailable',
  'cancelled',
  'expired',
  'failed',
  'no-email',
  'unverified-email',
  'disabled',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export const SSO_MESSAGES = {
  /** Said while the one-time code is being exchanged for a session. */
  finishing: 'Finishing single sign-on...',
  errors: {
    unavailable:
      'The sign-in provider could not be reached. Please try again in a moment, or sign in with your email and password.',
    cancelled: 'Single sign-on was cancelled. You are not signed in.',
    expired: 'The sign-in took too long or was started in another browser tab. Please try again.',
    failed: 'Single sign-on did not succeed. Please try again.',
    'no-email': 'The sign-in provider did not share your email address, which Quire needs for your account.',
    'unverified-email':
      'An account with this email already exists, and the sign-in provider has not verified that the email is yours. Sign in with your email and password instead.',
    disabled: 'Single sign-on is not set up on this server.',
  } satisfies Record<SsoErrorReason, string>,
  /** The one-time code was unknown, used already or too old. */
  codeInvalid: 'This sign-in link has expired. Please sign in again.',
} as const;

/**
 * Where a single sign-on ends: the sign-in screen, with its result in the address's fragment
 * (`#sso=<one-time code>` or `#sso-error=<reason>`), which browsers never send to a server, so it
 * reaches no log.
 */
export const SSO_LANDING_PATH = '/auth';
export const SSO_CODE_KEY = 'sso';
export const SSO_ERROR_KEY = 'sso-error';
