import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import { chapterDraftConflictSchema } from '@quire/shared/schemas/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { route } from '../../route.js';
import { ATOM_MEDIA_TYPE } from './atom-feed.js';

const err = errorResponseSchema;
const readErrors = { 401: err, 404: err } as const;
const writeErrors = { 400: err, 401: err, 404: err } as const;
const tags = ['studio'];
/** Largest chapter a save takes: as large as the book form's whole body (12 MB). */
const CHAPTER_MAX_BYTES = 12 * 1024 * 1024;

/** A file name for the CSV: the book's title in plain characters. */
const csvFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'book'
  }-analytics.csv`;

/**
 * The writer's studio (decisions 059, 060): the author's chapter calls, analytics and the public
 * Atom feeds. The timer that releases scheduled chapters is ./release-timer.ts.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.studio;

  await protectedScope(app, (scope) => {
    keepAnswersPrivate(scope);

    route(
      scope,
      endpoints.getStudioBook,
      {
        tags,
        summary: 'The book’s chapters for the editor (drafts and scheduled ones too)',
        responses: readErrors,
      },
      async (request) => service.getStudioBook(currentUser(request), request.params.bookId),
    );

    route(
      scope,
      endpoints.createChapter,
      {
        bodyLimit: CHAPTER_MAX_BYTES,
        tags,
        summary: 'A new last chapter (a draft inside a published book)',
        responses: writeErrors,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createChapter(currentUser(request), request.params.bookId, request.body)),
    );

    route(
      scope,
      endpoints.reorderChapters,
      { tags, summary: 'Renumbers the book’s chapters in the order sent', responses: writeErrors },
      async (request) =>
        service.reorder(currentUser(request), request.params.bookId, request.body.chapterIds),
    );

    route(
      scope,
      endpoints.getChapterDraft,
      { tags, summary: 'One chapter with its document and latest revision', responses: readErrors },
      async (request) =>
        service.getChapter(currentUser(request), request.params.bookId, request.params.chapterId),
    );

    route(
      scope,
      endpoints.saveChapterDraft,
      {
        bodyLimit: CHAPTER_MAX_BYTES,
        tags,
        summary: 'Autosave: 409 with the stored version when baseRevision is not the latest',
        responses: { ...writeErrors, 409: chapterDraftConflictSchema },
      },
      async (request, reply) => {
        const { bookId, chapterId } = request.params;
        const saved = await service.saveDraft(currentUser(request), bookId, chapterId, request.body);
        if (saved.kind === 'conflict') return reply.status(409).send(saved.body);
        return saved.body;
      },
    );

    route(
      scope,
      endpoints.deleteChapter,
      { tags, summary: 'Removes a chapter (never the book’s last)', responses: writeErrors },
      async (request) =>
        service.deleteChapter(currentUser(request), request.params.bookId, request.params.chapterId),
    );

    route(
      scope,
      endpoints.setChapterRelease,
      {
        tags,
        summary: 'Draft, published or scheduled; silent release; comment lock',
        responses: writeErrors,
      },
      async (request) =>
        service.setRelease(
          currentUser(request),
          request.params.bookId,
          request.params.chapterId,
          request.body,
        ),
    );

    route(
      scope,
      endpoints.listChapterRevisions,
      { tags, summary: 'The chapter’s kept revisions, newest first', responses: readErrors },
      async (request) =>
        service.listRevisions(currentUser(request), request.params.bookId, request.params.chapterId),
    );

    route(
      scope,
      endpoints.getChapterRevision,
      { tags, summary: 'One kept revision with its document', responses: { ...readErrors, 400: err } },
      async (request) => {
        const { bookId, chapterId, revision } = request.params;
        return service.getRevision(currentUser(request), bookId, chapterId, revision);
      },
    );

    route(
      scope,
      endpoints.restoreChapterRevision,
      { tags, summary: 'Saves a kept revision as the chapter’s new latest one', responses: writeErrors },
      async (request) => {
        const { bookId, chapterId, revision } = request.params;
        return service.restoreRevision(currentUser(request), bookId, chapterId, revision);
      },
    );

    route(
      scope,
      endpoints.bookAnalytics,
      { tags, summary: 'Per chapter and per book reading figures (aggregates only)', responses: readErrors },
      async (request) => service.analytics(currentUser(request), request.params.bookId),
    );

    route(
      scope,
      endpoints.bookAnalyticsCsv,
      { tags, summary: 'The analytics as a CSV download', responses: readErrors },
      async (request, reply) => {
        const { title, csv } = await service.analyticsCsv(currentUser(request), request.params.bookId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${csvFileName(title)}"`)
          .send(csv);
      },
    );
  });

  route(
    app,
    endpoints.bookFeed,
    { tags, summary: 'Public: a published book’s released chapters as Atom 1.0', responses: { 404: err } },
    async (request, reply) => {
      const xml = await service.bookFeed(request.params.bookId, publicBaseUrl(app, request));
      if (xml === undefined)
        return reply.status(404).send({ message: SERVER_MESSAGES.bookNotFound, code: 'NOT_FOUND' });
      return reply
        .type(`${ATOM_MEDIA_TYPE}; charset=utf-8`)
        .header('Cache-Control', 'public, max-age=300')
        .send(xml);
    },
  );

  route(
    app,
    endpoints.authorFeed,
    { tags, summary: 'Public: a writer’s released chapters as Atom 1.0', responses: { 404: err } },
    async (request, reply) => {
      const xml = await service.authorFeed(request.params.userId, publicBaseUrl(app, request));
      if (xml === undefined)
        return reply.status(404).send({ message: ACCOUNT_MESSAGES.userNotFound, code: 'NOT_FOUND' });
      return reply
        .type(`${ATOM_MEDIA_TYPE}; charset=utf-8`)
        .header('Cache-Control', 'public, max-age=300')
        .send(xml);
    },
  );
};
