import {
  SSO_CODE_KEY,
  SSO_ERROR_KEY,
  SSO_ERROR_REASONS,
  type SsoErrorReason,
} from '@quire/shared/messages/sso';
import * as routes from '@quire/shared/routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/** Which single sign-on the server offers (decision 051); asked once per page. */
export const ssoConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...authQueryKeys.all, 'sso'] as const,
    queryFn: ({ signal }) => api(routes.ssoConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Trades the one-time code of a finished single sign-on for the session a password sign-in gives. */
export const exchangeSsoCode = (code: string) => api(routes.ssoExchange, { body: { code } });

/** Where the browser goes to start a single sign-on (a full page load: the server redirects). */
export const SSO_START_HREF = routes.ssoStart.path;

/** What the address's fragment says about a single sign-on that has just come back. */
export type SsoReturn = { code: string } | { error: SsoErrorReason } | null;

const isReason = (value: string): value is SsoErrorReason =>
  (SSO_ERROR_REASONS as readonly string[]).includes(value);

/** Reads `#sso=<code>` or `#sso-error=<reason>` (an unknown reason reads as "failed"). */
export function readSsoReturn(hash: string): SsoReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get(SSO_CODE_KEY);
  if (code) return { code };
  const error = params.get(SSO_ERROR_KEY);
  if (error !== null) return { error: isReason(error) ? error : 'failed' };
  return null;
}
