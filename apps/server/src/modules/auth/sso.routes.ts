import { SSO_CODE_KEY, SSO_ERROR_KEY, SSO_LANDING_PATH, type SsoErrorReason } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializeError } from '../../plugins/error-handler.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { route } from '../../route.js';
import { SsoFailure } from './oidc-client.js';
import { SSO_STATE_TTL_SECONDS } from './sso.service.js';

/** The cookie that binds a started sign-in to this browser (sealed state, nonce, PKCE verifier). */
const STATE_COOKIE = 'quire_sso';
/** Sent only to the start, callback and exchange addresses. */
const COOKIE_PATH = endpoints.ssoCallback.path.slice(0, endpoints.ssoCallback.path.lastIndexOf('/'));

/** A cookie's value from the request's Cookie header, or undefined. */
function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** httpOnly, SameSite=Lax (sent on the provider's redirect back, a top-level GET), Secure on https. */
function stateCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Back to the sign-in screen with the result in the fragment (no server, hence no log, sees it). */
const landing = (key: string, value: string) => `${SSO_LANDING_PATH}#${key}=${encodeURIComponent(value)}`;

/**
 * Single sign-on (decision 051): what the sign-in screen offers, the start (a redirect to the
 * provider), the callback (the provider's redirect back, ending on /auth with a one-time code or
 * the reason it failed) and the exchange of that code for a session token.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sso;

  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const reason: SsoErrorReason = error instanceof SsoFailure ? error.reason : 'failed';
    // The provider's and the library's messages name no secret; the cookie and query are not logged.
    // Worth an operator's look: the provider down or misbehaving. The rest is the reader's doing.
    const log = reason === 'unavailable' || reason === 'failed' ? 'warn' : 'info';
    request.log[log]({ reason, err: serializeError(error) }, 'single sign-on did not finish');
    return reply
      .header('set-cookie', stateCookie(request, '', 0))
      .header('cache-control', 'no-store')
      .redirect(landing(SSO_ERROR_KEY, reason), 303);
  };

  route(
    app,
    endpoints.ssoConfig,
    { tags: ['auth'], summary: 'Which single sign-on the sign-in screen offers' },
    async () => service.config(),
  );

  route(
    app,
    endpoints.ssoStart,
    { tags: ['auth'], summary: 'Start single sign-on: a redirect to the OpenID Connect provider' },
    async (request, reply) => {
      try {
        const redirectUri = `${publicBaseUrl(app, request)}${endpoints.ssoCallback.path}`;
        const { location, sealedState } = await service.start(redirectUri);
        return reply
          .header('set-cookie', stateCookie(request, sealedState, SSO_STATE_TTL_SECONDS))
          .header('cache-control', 'no-store')
          .redirect(location, 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  route(
    app,
    endpoints.ssoCallback,
    {
      tags: ['auth'],
      summary: "The provider's redirect back: ends on /auth with a one-time code or the reason",
      responses: { 400: errorResponseSchema },
    },
    async (request, reply) => {
      try {
        const at = request.url.indexOf('?');
        if (at === -1) throw new SsoFailure('failed', 'no authorization response');
        // The query as the provider wrote it (openid-client checks every parameter of it).
        const query = new URLSearchParams(request.url.slice(at + 1));
        const { code } = await service.finish(query, cookieValue(request, STATE_COOKIE));
        return reply
          .header('set-cookie', stateCookie(request, '', 0))
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(landing(SSO_CODE_KEY, code), 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  route(
    app,
    endpoints.ssoExchange,
    {
      tags: ['auth'],
      summary: 'Trade the one-time code of a finished single sign-on for a bearer token',
      responses: { 400: errorResponseSchema, 429: errorResponseSchema },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.exchange(request.body.code);
    },
  );
};
