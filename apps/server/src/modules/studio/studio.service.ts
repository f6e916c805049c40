import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsDay,
  type BookAnalytics,
  type ChapterDraftBody,
  type ChapterReleaseBody,
  type CreateChapterBody,
  SERVER_MESSAGES,
  STUDIO_MESSAGES,
  type StudioChapterSummary,
  VALIDATION,
} from '@quire/shared';
import { type ChapterDoc, chapterDocOf } from '@quire/shared/chapter-doc';
import { endpoints } from '@quire/shared/endpoints';
import { buildPath } from '@quire/shared/routes';
import Papa from 'papaparse';
import { badRequest, notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canEditBook, isId } from '../../policies/index.js';
import type { BooksRepository } from '../books/books.repository.js';
import type { ChaptersRepository, StudioChapterRow } from '../books/chapters.repository.js';
import { bookLink, chapterLink } from '../notifications/notifications.service.js';
import { atomFeed } from './atom-feed.js';
import type { StudioRepository } from './studio.repository.js';
import { releaseInstant } from './zoned-time.js';

export interface StudioServiceDeps {
  books: Pick<
    BooksRepository,
    | 'findOwnership'
    | 'findBook'
    | 'saveChapter'
    | 'createChapter'
    | 'deleteChapter'
    | 'reorderChapters'
    | 'setChapterRelease'
    | 'releaseDueChapters'
  >;
  chapters: Pick<
    ChaptersRepository,
    'findStudioChapter' | 'listStudioChapters' | 'listRevisions' | 'findRevision'
  >;
  studio: StudioRepository;
  now?: () => Date;
}

const EMPTY_DOC: ChapterDoc = { type: 'doc', content: [] };
const DAY_MS = 24 * 60 * 60 * 1000;

export function presentStudioChapter(row: StudioChapterRow): StudioChapterSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    wordCount: row.wordCount,
    revision: row.revision,
    savedAt: row.savedAt.toISOString(),
    status: row.status,
    releaseAt: row.releaseAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    silent: row.silent,
    commentsLocked: row.commentsLocked,
    publishedAt: row.status === 'published' ? (row.publishedAt?.toISOString() ?? null) : null,
  };
}

const withDoc = (row: StudioChapterRow) => ({ ...presentStudioChapter(row), doc: chapterDocOf(row) });

/** A spreadsheet would run a cell starting with '=', '+', '-' or '@' as a formula: it gets an apostrophe. */
const safeCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** Daily running totals from the first day with any figure to `today`, the last ANALYTICS_MAX_DAYS of them. */
export function dailySeries(
  days: { kind: 'readers' | 'favourites' | 'followers'; day: string; n: number }[],
  today: Date,
): AnalyticsDay[] {
  if (days.length === 0) return [];
  const byDay = new Map<string, { readers: number; favourites: number; followers: number }>();
  for (const { kind, day, n } of days) {
    const entry = byDay.get(day) ?? { readers: 0, favourites: 0, followers: 0 };
    entry[kind] += n;
    byDay.set(day, entry);
  }
  const sorted = [...byDay.keys()].sort();
  const first = Date.parse(`${sorted[0]}T00:00:00Z`);
  const last = Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  const start = Math.max(first, last - (ANALYTICS_MAX_DAYS - 1) * DAY_MS);
  const totals = { readers: 0, favourites: 0, followers: 0 };
  const series: AnalyticsDay[] = [];
  for (let t = first; t <= Math.max(last, first); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    const day = byDay.get(date);
    if (day) {
      totals.readers += day.readers;
      totals.favourites += day.favourites;
      totals.followers += day.followers;
    }
    if (t >= start) series.push({ date, ...totals });
  }
  return series;
}

/** A released chapter as a feed entry: its book and number, its release date, its length. */
function feedEntry(c: Awaited<ReturnType<StudioRepository['releasedChapters']>>[number], base: string) {
  return {
    id: `urn:uuid:${c.id}`,
    title: STUDIO_MESSAGES.chapterEntryTitle(c.bookTitle, c.number, c.title),
    link: `${base}${chapterLink(c.bookId, c.number)}`,
    published: c.publishedAt,
    updated: c.publishedAt,
    summary: STUDIO_MESSAGES.chapterEntrySummary(c.wordCount),
    author: c.bookAuthor,
  };
}

/**
 * The writer's studio (decisions 059, 060): per-chapter saves with revisions and conflicts,
 * release tools, analytics and the public feeds. Every call but the feeds is the book owner's
 * (or an admin's); to anyone else the book does not exist (404).
 */
export function createStudioService(deps: StudioServiceDeps) {
  const { books, chapters, studio } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireOwnBook(user: AuthUser, bookId: string) {
    const book = isId(bookId) ? await books.findOwnership(bookId) : undefined;
    if (!book || !canEditBook(user, book)) throw notFound(SERVER_MESSAGES.bookNotFound);
    return book;
  }

  async function requireChapter(bookId: string, chapterId: string) {
    const row = isId(chapterId) ? await chapters.findStudioChapter(bookId, chapterId) : undefined;
    if (!row) throw notFound(STUDIO_MESSAGES.chapterNotFound);
    return row;
  }

  async function getRevision(user: AuthUser, bookId: string, chapterId: string, revision: number) {
    await requireOwnBook(user, bookId);
    const row = await requireChapter(bookId, chapterId);
    const kept = await chapters.findRevision(row.id, revision);
    if (kept) return { ...kept, savedAt: kept.savedAt.toISOString() };
    if (revision === row.revision)
      return {
        revision: row.revision,
        savedAt: row.savedAt.toISOString(),
        wordCount: row.wordCount,
        title: row.title,
        doc: chapterDocOf(row),
      };
    throw notFound(STUDIO_MESSAGES.revisionNotFound);
  }

  async function analytics(user: AuthUser, bookId: string): Promise<BookAnalytics> {
    const book = await requireOwnBook(user, bookId);
    const [row, perChapter, days] = await Promise.all([
      books.findBook(bookId, user.id),
      studio.chapterFigures(bookId, book.ownerId),
      studio.bookFigures(bookId, book.ownerId),
    ]);
    const total = (kind: string) => days.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.n, 0);
    return {
      bookId,
      title: row?.title ?? '',
      chapters: perChapter,
      book: {
        readers: total('readers'),
        favourites: total('favourites'),
        followers: total('followers'),
        series: dailySeries(days, now()),
      },
    };
  }

  return {
    async getStudioBook(user: AuthUser, bookId: string) {
      const book = await requireOwnBook(user, bookId);
      const [row, rows] = await Promise.all([
        books.findBook(bookId, user.id),
        chapters.listStudioChapters(bookId),
      ]);
      return {
        bookId,
        title: row?.title ?? '',
        published: book.published,
        chapters: rows.map(presentStudioChapter),
      };
    },

    async getChapter(user: AuthUser, bookId: string, chapterId: string) {
      await requireOwnBook(user, bookId);
      return withDoc(await requireChapter(bookId, chapterId));
    },

    /** A new last chapter: a draft inside a published book, part of the book in a draft one. */
    async createChapter(user: AuthUser, bookId: string, body: CreateChapterBody) {
      const book = await requireOwnBook(user, bookId);
      const row = await books.createChapter(
        bookId,
        { title: body.title, doc: body.doc ?? EMPTY_DOC, status: book.published ? 'draft' : 'published' },
        book.published,
      );
      return withDoc(row);
    },

    /**
     * The autosave: `saved` with the new revision, or `conflict` with the stored chapter when
     * `baseRevision` is not its latest (nothing is written then).
     */
    async saveDraft(user: AuthUser, bookId: string, chapterId: string, body: ChapterDraftBody) {
      await requireOwnBook(user, bookId);
      if (!isId(chapterId)) throw notFound(STUDIO_MESSAGES.chapterNotFound);
      const saved = await books.saveChapter({
        bookId,
        chapterId,
        title: body.title,
        doc: body.doc,
        baseRevision: body.baseRevision,
        kind: 'autosave',
        session: body.session,
      });
      if (saved.kind === 'missing') throw notFound(STUDIO_MESSAGES.chapterNotFound);
      if (saved.kind === 'unchanged')
        return {
          kind: 'saved' as const,
          body: {
            revision: saved.row.revision,
            savedAt: saved.row.savedAt.toISOString(),
            wordCount: saved.row.wordCount,
          },
        };
      if (saved.kind === 'conflict')
        return {
          kind: 'conflict' as const,
          body: {
            message: STUDIO_MESSAGES.revisionConflict,
            code: 'REVISION_CONFLICT' as const,
            current: {
              revision: saved.current.revision,
              title: saved.current.title,
              doc: chapterDocOf(saved.current),
              savedAt: saved.current.savedAt.toISOString(),
            },
          },
        };
      return {
        kind: 'saved' as const,
        body: {
          revision: saved.row.revision,
          savedAt: saved.row.savedAt.toISOString(),
          wordCount: saved.row.wordCount,
        },
      };
    },

    async deleteChapter(user: AuthUser, bookId: string, chapterId: string) {
      await requireOwnBook(user, bookId);
      if (!isId(chapterId)) throw notFound(STUDIO_MESSAGES.chapterNotFound);
      const result = await books.deleteChapter(bookId, chapterId);
      if (result === 'missing') throw notFound(STUDIO_MESSAGES.chapterNotFound);
      if (result === 'last') throw badRequest(VALIDATION.cannotRemoveLastChapter);
      return { message: STUDIO_MESSAGES.chapterDeleted };
    },

    async reorder(user: AuthUser, bookId: string, chapterIds: string[]) {
      await requireOwnBook(user, bookId);
      if (!chapterIds.every(isId) || !(await books.reorderChapters(bookId, chapterIds)))
        throw badRequest(STUDIO_MESSAGES.chapterOrderInvalid);
      return { chapters: (await chapters.listStudioChapters(bookId)).map(presentStudioChapter) };
    },

    /**
     * Draft, published (now) or scheduled (at releaseAt; at once when that time has passed),
     * silent, comment lock. A chapter readers are to see needs its text, as the book form's do.
     */
    async setRelease(user: AuthUser, bookId: string, chapterId: string, body: ChapterReleaseBody) {
      await requireOwnBook(user, bookId);
      const row = await requireChapter(bookId, chapterId);
      const values: Parameters<BooksRepository['setChapterRelease']>[2] = {};
      if (body.silent !== undefined) values.silent = body.silent;
      if (body.commentsLocked !== undefined) values.commentsLocked = body.commentsLocked;
      if (body.status && body.status !== 'draft' && row.content.trim() === '')
        throw badRequest(VALIDATION.chaptersIncomplete);
      if (body.status === 'draft') Object.assign(values, { status: 'draft', releaseAt: null });
      if (body.status === 'published' && row.status !== 'published')
        Object.assign(values, { status: 'published', releaseAt: now(), publishNow: true });
      if (body.status === 'scheduled') {
        const at = releaseInstant(body.releaseAt!, body.timeZone);
        if (Number.isNaN(at.getTime())) throw badRequest(STUDIO_MESSAGES.releaseAtInvalid);
        values.timeZone = body.timeZone ?? null;
        if (at.getTime() <= now().getTime())
          Object.assign(values, {
            status: 'published',
            releaseAt: at,
            publishNow: row.status !== 'published',
          });
        else Object.assign(values, { status: 'scheduled', releaseAt: at });
      }
      const updated = await books.setChapterRelease(bookId, chapterId, values);
      if (!updated) throw notFound(STUDIO_MESSAGES.chapterNotFound);
      return presentStudioChapter(updated);
    },

    /** Releases the scheduled chapters whose time has come (each instance's timer calls it). */
    releaseDue: () => books.releaseDueChapters(),

    async listRevisions(user: AuthUser, bookId: string, chapterId: string) {
      await requireOwnBook(user, bookId);
      const row = await requireChapter(bookId, chapterId);
      const kept = await chapters.listRevisions(row.id);
      const revisions = kept.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
      // A chapter not saved since revisions were kept has its stored state as its one revision.
      if (!kept.some((r) => r.revision === row.revision))
        revisions.unshift({
          revision: row.revision,
          savedAt: row.savedAt.toISOString(),
          wordCount: row.wordCount,
          title: row.title,
        });
      return { revisions };
    },

    getRevision,

    /** Saves a kept revision's title and document as the chapter's new latest revision. */
    async restoreRevision(user: AuthUser, bookId: string, chapterId: string, revision: number) {
      const old = await getRevision(user, bookId, chapterId, revision);
      const saved = await books.saveChapter({
        bookId,
        chapterId,
        title: old.title,
        doc: old.doc,
        kind: 'restore',
      });
      if (saved.kind !== 'saved') throw notFound(STUDIO_MESSAGES.chapterNotFound);
      return {
        revision: saved.row.revision,
        savedAt: saved.row.savedAt.toISOString(),
        wordCount: saved.row.wordCount,
        title: saved.row.title,
        doc: old.doc,
      };
    },

    analytics,

    /** The analytics as CSV: the chapters, a blank line, the daily series. */
    async analyticsCsv(user: AuthUser, bookId: string) {
      const figures = await analytics(user, bookId);
      const chapterRows = Papa.unparse(
        {
          fields: [...STUDIO_MESSAGES.csvChapterHeader],
          data: figures.chapters.map((c) =>
            [c.number, c.title, c.openedBy, c.finishedBy, c.averageReadingSeconds, c.votes, c.comments].map(
              safeCell,
            ),
          ),
        },
        { newline: '\r\n' },
      );
      const seriesRows = Papa.unparse(
        {
          fields: [...STUDIO_MESSAGES.csvSeriesHeader],
          data: figures.book.series.map((d) => [d.date, d.readers, d.favourites, d.followers]),
        },
        { newline: '\r\n' },
      );
      return { title: figures.title, csv: `${chapterRows}\r\n\r\n${seriesRows}\r\n` };
    },

    /** A published book's released chapters as Atom; undefined for a draft or an unknown book. */
    async bookFeed(bookId: string, base: string) {
      const book = isId(bookId) ? await studio.publishedBook(bookId) : undefined;
      if (!book) return undefined;
      const rows = await studio.releasedChapters({ bookId });
      return atomFeed({
        id: `urn:uuid:${book.id}`,
        title: book.title,
        subtitle: STUDIO_MESSAGES.bookFeedSubtitle(book.title, book.author),
        self: `${base}${buildPath(endpoints.bookFeed.path, { bookId: book.id })}`,
        alternate: `${base}${bookLink(book.id)}`,
        author: book.author,
        fallbackUpdated: book.updatedAt,
        entries: rows.map((chapter) => feedEntry(chapter, base)),
      });
    },

    /**
     * The released chapters of a writer's published books as Atom; undefined for an unknown
     * user or one with nothing released.
     */
    async authorFeed(userId: string, base: string) {
      const writer = isId(userId) ? await studio.userName(userId) : undefined;
      if (!writer) return undefined;
      const rows = await studio.releasedChapters({ ownerId: writer.id });
      // Someone with nothing released has nothing for anyone to follow: no feed.
      if (rows.length === 0) return undefined;
      return atomFeed({
        id: `urn:uuid:${writer.id}`,
        title: STUDIO_MESSAGES.authorFeedTitle(writer.name),
        self: `${base}${buildPath(endpoints.authorFeed.path, { userId: writer.id })}`,
        alternate: `${base}/u/${writer.id}`,
        author: writer.name,
        fallbackUpdated: new Date(0),
        entries: rows.map((chapter) => feedEntry(chapter, base)),
      });
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
