import { BOOKS_OUT_MESSAGES, SERVER_MESSAGES } from '@quire/shared';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.js';
import { bookParams } from '../../http/params.js';
import { sendEpub } from '../../http/send-epub.js';
import { placeholderCoverJpeg } from '../../lib/image-processing.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { downloadPath } from './opds-book.js';
import {
  ACQUISITION_TYPE,
  acquisitionFeed,
  NAVIGATION_TYPE,
  navigationFeed,
  OPDS_ROOT,
  OPENSEARCH_TYPE,
  openSearchDescription,
} from './opds.feed.js';
import {
  AUTH_DOCUMENT_PATH,
  AUTH_DOCUMENT_TYPE,
  atomRootLink,
  authenticationDocument,
  navigationFeed2,
  OPDS2_PUBLICATION_TYPE,
  OPDS2_ROOT,
  OPDS2_TYPE,
  PLACEHOLDER_COVER_PATH,
  publication2,
  publicationsFeed2,
  REL_AUTH_DOCUMENT,
} from './opds2.feed.js';
import { basicCredentials } from './opds-sign-in.js';
import { CATALOGUE_SORTS, type CatalogueSort, isCategory, isShelf, type Listing } from './opds.service.js';

/** The realm e-reader apps show when they ask for the e-mail and password. */
export const OPDS_REALM = 'Basic realm="Quire"';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const searchQuery = pageQuery.extend({ q: z.string().trim().max(200).default('') });
const search2Query = pageQuery.extend({ query: z.string().trim().max(200).default('') });
const category2Query = pageQuery.extend({ sort: z.enum(CATALOGUE_SORTS).default('new') });
const categoryParams = z.object({ category: z.string() });
const shelfParams = z.object({ shelf: z.string() });

const hidden = { hide: true } as const;

/** A category listing from its path segment; an unknown category is 404. */
function categoryListing(category: string, sort: CatalogueSort = 'new'): Listing {
  if (!isCategory(category)) throw notFound();
  return { kind: 'catalogue', sort, category };
}

function shelfListing(shelf: string): Listing {
  if (!isShelf(shelf)) throw notFound();
  return { kind: 'shelf', shelf };
}

/**
 * Every catalogue route but its public documents needs HTTP Basic: the account e-mail with the
 * account password or an app password (decision 023). Missing or wrong credentials answer 401 by
 * `challenge`, which each catalogue writes in its own format.
 */
function requireBasicSignIn(
  app: FastifyInstance,
  scope: FastifyInstance,
  challenge: (request: FastifyRequest, reply: FastifyReply, message: string) => FastifyReply,
) {
  const { opdsSignIn } = app.services;
  scope.addHook('onRequest', async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) return challenge(request, reply, BOOKS_OUT_MESSAGES.signInRequired);
    try {
      request.user = await opdsSignIn.signIn(credentials.email, credentials.password, request.ip);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401)
        return challenge(request, reply, error.message);
      throw error;
    }
  });
}

const caller = (request: FastifyRequest) => {
  if (!request.user) throw new AppError(401, 'UNAUTHORIZED', SERVER_MESSAGES.unauthorized);
  return request.user;
};

/**
 * The OPDS catalogue, outside /api, for e-reader apps: OPDS 1.2 (Atom) at /opds and OPDS 2.0
 * (JSON) at /opds/v2, the same content (opds.service.ts) behind the same HTTP Basic sign-in, with
 * an OpenSearch description, an Authentication Document, and EPUB downloads with the same
 * credentials. Not part of the JSON API, so not in its OpenAPI document.
 */
export const opdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { epub, opds } = app.services;

  const base = (request: FastifyRequest) => publicBaseUrl(app, request);
  const atomContext = (request: FastifyRequest) => ({ base: base(request), updated: new Date() });
  const jsonContext = (request: FastifyRequest) => ({ base: base(request) });

  /** Where e-readers that speak Authentication for OPDS find how to sign in (RFC 8288 Link). */
  const authDocumentLink = (request: FastifyRequest) =>
    `<${base(request)}${AUTH_DOCUMENT_PATH}>; rel="${REL_AUTH_DOCUMENT}"; type="${AUTH_DOCUMENT_TYPE}"`;

  const unauthorized = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(401)
      .header('WWW-Authenticate', OPDS_REALM)
      .header('Link', authDocumentLink(request))
      .header('Cache-Control', 'no-store');

  const sendFeed = (reply: FastifyReply, type: string, body: string) =>
    reply.header('Content-Type', type).header('Cache-Control', 'private, no-store').send(body);
  const sendJson = (reply: FastifyReply, type: string, body: object) =>
    sendFeed(reply, type, JSON.stringify(body));

  // Public: the search description, the Authentication Document and the placeholder cover hold
  // nothing private (an Authentication Document must not need authentication).
  app.get(`${OPDS_ROOT}/opensearch.xml`, { schema: hidden }, async (request, reply) =>
    sendFeed(
      reply,
      OPENSEARCH_TYPE,
      openSearchDescription(atomContext(request), {
        shortName: BOOKS_OUT_MESSAGES.searchShortName,
        description: BOOKS_OUT_MESSAGES.searchDescription,
      }),
    ),
  );
  app.get(AUTH_DOCUMENT_PATH, { schema: hidden }, async (request, reply) =>
    reply
      .header('Content-Type', AUTH_DOCUMENT_TYPE)
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(authenticationDocument(jsonContext(request)))),
  );
  let placeholder: Promise<Buffer> | undefined;
  app.get(PLACEHOLDER_COVER_PATH, { schema: hidden }, async (_request, reply) => {
    placeholder ??= placeholderCoverJpeg();
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await placeholder);
  });

  // OPDS 1.2: a failed sign-in answers the API's { message, code }.
  const atomCatalogue: FastifyPluginAsyncZod = async (scope) => {
    requireBasicSignIn(app, scope, (request, reply, message) =>
      unauthorized(request, reply).send({ message, code: 'UNAUTHORIZED' }),
    );

    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      listing: Listing,
      page: number,
      upPath?: string,
    ) =>
      sendFeed(
        reply,
        ACQUISITION_TYPE,
        acquisitionFeed(atomContext(request), {
          listing,
          page: await opds.page(caller(request), listing, page),
          upPath,
        }),
      );

    scope.get(OPDS_ROOT, { schema: hidden }, async (request, reply) =>
      sendFeed(
        reply,
        NAVIGATION_TYPE,
        navigationFeed(atomContext(request), {
          path: OPDS_ROOT,
          title: BOOKS_OUT_MESSAGES.catalogueTitle,
          items: opds.root(),
          links: [{ rel: 'alternate', href: base(request) + OPDS2_ROOT, type: OPDS2_TYPE }],
        }),
      ),
    );

    scope.get(`${OPDS_ROOT}/categories`, { schema: hidden }, async (request, reply) =>
      sendFeed(
        reply,
        NAVIGATION_TYPE,
        navigationFeed(atomContext(request), {
          path: `${OPDS_ROOT}/categories`,
          title: BOOKS_OUT_MESSAGES.categoriesTitle,
          items: opds.categories(),
          upPath: OPDS_ROOT,
        }),
      ),
    );

    scope.get(`${OPDS_ROOT}/new`, { schema: { ...hidden, querystring: pageQuery } }, async (request, reply) =>
      sendPage(request, reply, { kind: 'catalogue', sort: 'new' }, request.query.page),
    );

    scope.get(
      `${OPDS_ROOT}/popular`,
      { schema: { ...hidden, querystring: pageQuery } },
      async (request, reply) =>
        sendPage(request, reply, { kind: 'catalogue', sort: 'popular' }, request.query.page),
    );

    scope.get(
      `${OPDS_ROOT}/categories/:category`,
      { schema: { ...hidden, querystring: pageQuery, params: categoryParams } },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          categoryListing(request.params.category),
          request.query.page,
          `${OPDS_ROOT}/categories`,
        ),
    );

    scope.get(
      `${OPDS_ROOT}/shelves/:shelf`,
      { schema: { ...hidden, querystring: pageQuery, params: shelfParams } },
      async (request, reply) =>
        sendPage(request, reply, shelfListing(request.params.shelf), request.query.page),
    );

    scope.get(
      `${OPDS_ROOT}/search`,
      { schema: { ...hidden, querystring: searchQuery } },
      async (request, reply) =>
        sendPage(request, reply, { kind: 'search', q: request.query.q }, request.query.page),
    );

    // Both catalogues' acquisition links lead here.
    scope.get(
      downloadPath(':id'),
      { schema: { ...hidden, params: bookParams, response: { 404: errorResponseSchema } } },
      async (request, reply) =>
        sendEpub(reply, await epub.downloadBookEpub(caller(request), request.params.id)),
    );
  };

  // OPDS 2.0: a failed sign-in answers the Authentication Document (Authentication for OPDS 1.0 §2.4).
  const jsonCatalogue: FastifyPluginAsyncZod = async (scope) => {
    requireBasicSignIn(app, scope, (request, reply) =>
      unauthorized(request, reply)
        .header('Content-Type', AUTH_DOCUMENT_TYPE)
        .send(JSON.stringify(authenticationDocument(jsonContext(request)))),
    );

    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      listing: Listing,
      page: number,
      upPath?: string,
    ) =>
      sendJson(
        reply,
        OPDS2_TYPE,
        publicationsFeed2(jsonContext(request), {
          listing,
          page: await opds.page(caller(request), listing, page),
          upPath,
        }),
      );

    scope.get(OPDS2_ROOT, { schema: hidden }, async (request, reply) =>
      sendJson(
        reply,
        OPDS2_TYPE,
        navigationFeed2(jsonContext(request), {
          path: OPDS2_ROOT,
          title: BOOKS_OUT_MESSAGES.catalogueTitle,
          items: opds.root(),
          links: [atomRootLink(jsonContext(request))],
        }),
      ),
    );

    scope.get(`${OPDS2_ROOT}/categories`, { schema: hidden }, async (request, reply) =>
      sendJson(
        reply,
        OPDS2_TYPE,
        navigationFeed2(jsonContext(request), {
          path: `${OPDS2_ROOT}/categories`,
          title: BOOKS_OUT_MESSAGES.categoriesTitle,
          items: opds.categories(),
          upPath: OPDS2_ROOT,
        }),
      ),
    );

    scope.get(
      `${OPDS2_ROOT}/new`,
      { schema: { ...hidden, querystring: pageQuery } },
      async (request, reply) =>
        sendPage(request, reply, { kind: 'catalogue', sort: 'new' }, request.query.page),
    );

    scope.get(
      `${OPDS2_ROOT}/popular`,
      { schema: { ...hidden, querystring: pageQuery } },
      async (request, reply) =>
        sendPage(request, reply, { kind: 'catalogue', sort: 'popular' }, request.query.page),
    );

    scope.get(
      `${OPDS2_ROOT}/categories/:category`,
      { schema: { ...hidden, querystring: category2Query, params: categoryParams } },
      async (request, reply) =>
        sendPage(
          request,
          reply,
          categoryListing(request.params.category, request.query.sort),
          request.query.page,
          `${OPDS2_ROOT}/categories`,
        ),
    );

    scope.get(
      `${OPDS2_ROOT}/shelves/:shelf`,
      { schema: { ...hidden, querystring: pageQuery, params: shelfParams } },
      async (request, reply) =>
        sendPage(request, reply, shelfListing(request.params.shelf), request.query.page),
    );

    scope.get(
      `${OPDS2_ROOT}/search`,
      { schema: { ...hidden, querystring: search2Query } },
      async (request, reply) =>
        sendPage(request, reply, { kind: 'search', q: request.query.query }, request.query.page),
    );

    scope.get(
      `${OPDS2_ROOT}/books/:id`,
      { schema: { ...hidden, params: bookParams, response: { 404: errorResponseSchema } } },
      async (request, reply) =>
        sendJson(
          reply,
          OPDS2_PUBLICATION_TYPE,
          publication2(jsonContext(request), await opds.book(caller(request), request.params.id)),
        ),
    );
  };

  await app.register(atomCatalogue);
  await app.register(jsonCatalogue);
};
