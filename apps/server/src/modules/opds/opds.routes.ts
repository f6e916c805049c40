import { BOOKS_OUT_MESSAGES, SERVER_MESSAGES } from '@quire/shared';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.js';
import { bookParams } from '../../http/params.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { sendEpub } from '../../http/send-epub.js';
import { ACQUISITION_TYPE, type FeedContext, NAVIGATION_TYPE, OPENSEARCH_TYPE } from './opds.feed.js';
import { basicCredentials } from './opds-sign-in.js';
import { isCategory, SHELVES, type ShelfName } from './opds.service.js';

/** The realm e-reader apps show when they ask for the e-mail and password. */
export const OPDS_REALM = 'Basic realm="Quire"';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const searchQuery = pageQuery.extend({ q: z.string().trim().max(200).default('') });

/**
 * The OPDS 1.2 catalogue at /opds, outside /api, for e-reader apps: Atom feeds behind HTTP Basic
 * (e-mail with the account password or an app password), an OpenSearch description, and EPUB
 * downloads with the same credentials. Not part of the JSON API, so not in its OpenAPI document.
 */
export const opdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { opdsSignIn: signIn, epub, opds } = app.services;

  const context = (request: FastifyRequest): FeedContext => ({
    base: publicBaseUrl(app, request),
    updated: new Date(),
  });

  const challenge = (reply: FastifyReply, message: string) =>
    reply
      .status(401)
      .header('WWW-Authenticate', OPDS_REALM)
      .header('Cache-Control', 'no-store')
      .send({ message, code: 'UNAUTHORIZED' });

  const sendFeed = (reply: FastifyReply, type: string, xml: string) =>
    reply.header('Content-Type', type).header('Cache-Control', 'private, no-store').send(xml);

  const hidden = { hide: true } as const;

  app.get('/opds/opensearch.xml', { schema: hidden }, async (request, reply) =>
    sendFeed(reply, OPENSEARCH_TYPE, opds.openSearch(context(request))),
  );

  const catalogue: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) return challenge(reply, BOOKS_OUT_MESSAGES.signInRequired);
      try {
        request.user = await signIn.signIn(credentials.email, credentials.password, request.ip);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) return challenge(reply, error.message);
        throw error;
      }
    });

    const caller = (request: FastifyRequest) => {
      if (!request.user) throw new AppError(401, 'UNAUTHORIZED', SERVER_MESSAGES.unauthorized);
      return request.user;
    };

    scope.get('/opds', { schema: hidden }, async (request, reply) =>
      sendFeed(reply, NAVIGATION_TYPE, opds.root(context(request))),
    );

    scope.get('/opds/categories', { schema: hidden }, async (request, reply) =>
      sendFeed(reply, NAVIGATION_TYPE, opds.categories(context(request))),
    );

    scope.get('/opds/new', { schema: { ...hidden, querystring: pageQuery } }, async (request, reply) =>
      sendFeed(
        reply,
        ACQUISITION_TYPE,
        await opds.newest(context(request), caller(request), request.query.page),
      ),
    );

    scope.get('/opds/popular', { schema: { ...hidden, querystring: pageQuery } }, async (request, reply) =>
      sendFeed(
        reply,
        ACQUISITION_TYPE,
        await opds.popular(context(request), caller(request), request.query.page),
      ),
    );

    scope.get(
      '/opds/categories/:category',
      { schema: { ...hidden, querystring: pageQuery, params: z.object({ category: z.string() }) } },
      async (request, reply) => {
        const { category } = request.params;
        if (!isCategory(category)) throw notFound();
        return sendFeed(
          reply,
          ACQUISITION_TYPE,
          await opds.category(context(request), caller(request), category, request.query.page),
        );
      },
    );

    scope.get(
      '/opds/shelves/:shelf',
      { schema: { ...hidden, querystring: pageQuery, params: z.object({ shelf: z.string() }) } },
      async (request, reply) => {
        const { shelf } = request.params;
        if (!Object.hasOwn(SHELVES, shelf)) throw notFound();
        return sendFeed(
          reply,
          ACQUISITION_TYPE,
          await opds.shelf(context(request), caller(request), shelf as ShelfName, request.query.page),
        );
      },
    );

    scope.get('/opds/search', { schema: { ...hidden, querystring: searchQuery } }, async (request, reply) =>
      sendFeed(
        reply,
        ACQUISITION_TYPE,
        await opds.search(context(request), caller(request), request.query.q, request.query.page),
      ),
    );

    scope.get(
      '/opds/books/:id/download.epub',
      { schema: { ...hidden, params: bookParams, response: { 404: errorResponseSchema } } },
      async (request, reply) =>
        sendEpub(reply, await epub.downloadBookEpub(caller(request), request.params.id)),
    );
  };
  await app.register(catalogue);
};
