import { isOwnImageUrl, OWN_IMAGE_PREFIX } from '@quire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A copy of a response payload with every own image URL made absolute under `base`. */
export function absoluteImageUrls(payload: unknown, base: string, depth = 0): unknown {
  if (typeof payload === 'string') return isOwnImageUrl(payload) ? base + payload : payload;
  if (!payload || typeof payload !== 'object' || depth > 8) return payload;
  if (Array.isArray(payload)) return payload.map((item) => absoluteImageUrls(item, base, depth + 1));
  if (Buffer.isBuffer(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) out[key] = absoluteImageUrls(value, base, depth + 1);
  return out;
}

/** One of our own images' addresses made absolute under `base`, made relative again; others as they are. */
export function relativeOwnImageUrl(url: string, base: string): string {
  return url.startsWith(base) && isOwnImageUrl(url.slice(base.length)) ? url.slice(base.length) : url;
}

/**
 * The site's absolute origin for links that must be absolute (the OPDS catalogue, its address on
 * the profile screen): PUBLIC_URL when set, else the request's own scheme and host (behind a
 * trusted proxy, its forwarded ones).
 */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

/**
 * PUBLIC_URL (optional): every URL the API answers (covers, avatars, the image host's
 * secure_url) becomes absolute, so a front end hosted elsewhere can show them; images are then
 * served with `Cross-Origin-Resource-Policy: cross-origin` so other origins may embed them.
 * Without PUBLIC_URL nothing changes: URLs stay relative and images same-origin.
 */
export const publicUrlPlugin = fp(async (app: FastifyInstance) => {
  const base = app.env.PUBLIC_URL;
  if (!base) return;
  app.addHook('preSerialization', async (_request, _reply, payload) => absoluteImageUrls(payload, base));
  // A client resending a URL it was given (the book form's coverImage) sends it back absolute: it
  // is stored relative, as our own image, so thumbnails, the OPDS image links and the EPUB cover
  // find it. A preHandler, after the route has read the body whatever its encoding (a multipart
  // form is read by the books route's own preValidation) and the schema has trimmed it.
  app.addHook('preHandler', async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const cover = body && typeof body === 'object' ? body.coverImage : undefined;
    if (typeof cover === 'string') body!.coverImage = relativeOwnImageUrl(cover, base);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(OWN_IMAGE_PREFIX))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
});
