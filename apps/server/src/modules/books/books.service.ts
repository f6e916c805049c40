import {
  BOOK_FORM_MESSAGES,
  BOOK_MESSAGES,
  VALIDATION,
  type BookInput,
  type listBooksQuerySchema,
  ownImageUrl,
  SERVER_MESSAGES,
  type UpdateEntryBody,
} from '@quire/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { AuthUser } from '../../plugins/auth.js';
import { canEditBook, isId, requireBook, requireEditableBook } from '../../policies/index.js';
import { COVER_SIZING, type ImageSizing, type ProcessedImage } from '../../lib/image-processing.js';
import type { LibraryService } from '../library/library.service.js';
import {
  averageRating,
  presentBook,
  presentBookDetail,
  presentChapter,
  presentPopularBook,
} from './books.presenter.js';
import type { BooksCatalogueRepository } from './books-catalogue.repository.js';
import type { BooksRepository, NewBookValues } from './books.repository.js';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import type { ChapterValues, ChaptersRepository } from './chapters.repository.js';
import type { ReactionsRepository } from './reactions.repository.js';

export type ListBooksParams = z.output<typeof listBooksQuerySchema>;

/** The ISBN conflict is read with the database-error helper; books.test.ts checks it from here. */
export { isUniqueViolation };

export interface CoverUploader {
  upload(buffer: Buffer, sizing: ImageSizing, ownerId: string | null): Promise<{ url: string }>;
}

export interface BooksServiceDeps {
  books: BooksRepository;
  /** The catalogue's lists (pages, totals, popular books) and their caches. */
  catalogue: BooksCatalogueRepository;
  chapters: Pick<ChaptersRepository, 'findChapters' | 'findChaptersOfBooks' | 'hiddenChapterIds'>;
  /** The caller's library entry (notes, tags, status, progress, favourite) is the library's. */
  library: LibraryService;
  reactions: ReactionsRepository;
  images: CoverUploader;
  events: EventBus;
  /** How long GET /api/books/popular answers are reused in-process. */
  popularTtlMs?: number;
  now?: () => number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Number of whitespace-separated words. */

/** Trimmed, non-blank, first occurrence kept. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** The form's chapters as saved: a chapter sent as a document has its text written from it (decision 049). */
const toChapterValues = (input: BookInput): ChapterValues[] =>
  input.chapters.map((c) => ({
    id: c._id && isId(c._id) ? c._id : undefined,
    title: c.title,
    content: c.doc ? docToMarkdown(c.doc) : c.content,
    ...(c.doc ? { doc: c.doc } : {}),
  }));

/** Whether chapters can be published: at least one, and every one with text. */
export const publishable = (chapters: { content: string }[]) =>
  chapters.length > 0 && chapters.every((c) => c.content.trim().length > 0);

/** Refuses to publish chapters that are missing or blank (400, the shared messages). */
function requirePublishable(chapters: { content: string }[]) {
  if (chapters.length === 0) throw badRequest(BOOK_MESSAGES.publishNeedsChapters);
  if (!publishable(chapters)) throw badRequest(VALIDATION.chaptersIncomplete);
}

export function createBooksService(deps: BooksServiceDeps) {
  const { books, catalogue, chapters, library, reactions, events } = deps;
  const now = deps.now ?? Date.now;
  const popularTtlMs = deps.popularTtlMs ?? 60_000;
  type PopularBooks = ReturnType<typeof presentPopularBook>[];
  const popularCache = new Map<number, { expires: number; value: PopularBooks }>();
  /**
   * The popular lists being read now, by size, with the generation they began in: when the
   * remembered answer expires, the readers arriving meanwhile share one read, not one each.
   */
  const popularInFlight = new Map<number, { generation: number; value: Promise<PopularBooks> }>();
  let popularGeneration = 0;
  const forgetPopular = () => {
    popularGeneration += 1;
    popularCache.clear();
  };

  async function readPopular(limit: number): Promise<PopularBooks> {
    const mostRead = await catalogue.mostReadSince(new Date(now() - WEEK_MS), limit);
    const rows =
      mostRead.length < limit
        ? [
            ...mostRead,
            ...(await catalogue.mostLiked(
              limit - mostRead.length,
              mostRead.map((b) => b.id),
            )),
          ]
        : mostRead;
    return rows.map(presentPopularBook);
  }

  async function bookFor(bookId: string, user: AuthUser) {
    const row = await books.findBook(bookId, user.id);
    if (!row) throw notFound(SERVER_MESSAGES.bookNotFound);
    return presentBook(row, user);
  }

  /**
   * The book with the chapters the caller may read (decision 060): every chapter for whoever
   * edits it (the form saves back what it was given, so it must hold the drafts too), the
   * published ones for everyone else.
   */
  async function detailFor(bookId: string, user: AuthUser, ref?: { ownerId: string | null }) {
    const owner = ref ?? (await books.findOwnership(bookId));
    const viewer = owner && canEditBook(user, owner) ? 'all' : user.id;
    const [row, chapterRows] = await Promise.all([
      books.findBook(bookId, user.id),
      chapters.findChapters(bookId, viewer),
    ]);
    if (!row) throw notFound(SERVER_MESSAGES.bookNotFound);
    return presentBookDetail(row, chapterRows, user);
  }

  /** A book the caller may read and is not theirs: authors do not like or rate their own (403). */
  async function requireOthersBook(user: AuthUser, bookId: string) {
    const book = await requireBook(books, user, bookId);
    if (book.ownerId === user.id) throw forbidden(BOOK_MESSAGES.ownBookReaction);
    return book;
  }

  async function ensureIsbnFree(isbn: string, exceptId?: string) {
    if (await books.findIsbnHolder(isbn, exceptId))
      throw conflict(BOOK_FORM_MESSAGES.isbnTaken, 'ISBN_TAKEN');
  }

  /** An uploaded cover file wins over a coverImage URL; '' or null means no cover. */
  async function resolveCover(input: BookInput, coverFile: Buffer | undefined, user: AuthUser) {
    if (coverFile) return (await deps.images.upload(coverFile, COVER_SIZING, user.id)).url;
    return input.coverImage ? input.coverImage : null;
  }

  async function writeOrConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      // Two saves racing for one ISBN: the unique index decides.
      if (isUniqueViolation(error, 'books_isbn_idx'))
        throw conflict(BOOK_FORM_MESSAGES.isbnTaken, 'ISBN_TAKEN');
      throw error;
    }
  }

  const formValues = (input: BookInput, coverImage: string | null) =>
    ({
      title: input.title,
      author: input.author,
      isbn: input.isbn,
      category: input.category,
      publicationYear: input.publicationYear,
      publisher: input.publisher,
      language: input.language || 'English',
      description: input.description,
      coverImage,
    }) satisfies Partial<NewBookValues>;

  return {
    /** A page of the catalogue with the caller's own entry merged into each book. */
    async listBooks(user: AuthUser, query: ListBooksParams) {
      const filter = {
        userId: user.id,
        q: query.q || undefined,
        status: query.status,
        favorites: query.favorites,
        category: query.category || undefined,
        genre: query.genre || undefined,
        featured: query.featured,
        mine: query.mine,
        library: query.scope === 'library',
      };
      const listing = catalogue.listBooks(filter, {
        sort: query.sort,
        order: query.order,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      // A search's first pages bring their total with them (decision 062): its count comes after.
      const counting = filter.q
        ? listing.then(() => catalogue.countBooks(filter))
        : catalogue.countBooks(filter);
      const [rows, total] = await Promise.all([listing, counting]);
      return {
        books: rows.map((row) => presentBook(row, user)),
        total,
        page: query.page,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    async getBook(user: AuthUser, bookId: string) {
      return detailFor(bookId, user, await requireBook(books, user, bookId));
    },

    /** One book as lists show it, without its chapters (an OPDS publication). */
    async getBookSummary(user: AuthUser, bookId: string) {
      await requireBook(books, user, bookId);
      return bookFor(bookId, user);
    },

    /**
     * Creates a book owned by the caller (nobody can follow it yet, so no chapter events). Without
     * `published` it is published when it has chapters, each with text, and a draft otherwise.
     */
    async createBook(user: AuthUser, input: BookInput, coverFile?: Buffer) {
      const chapterValues = toChapterValues(input).map(({ id: _ignored, ...chapter }) => chapter);
      const published = input.published ?? publishable(chapterValues);
      if (published) requirePublishable(chapterValues);
      await ensureIsbnFree(input.isbn);
      const coverImage = await resolveCover(input, coverFile, user);
      const bookId = await writeOrConflict(() =>
        books.insertBook(
          {
            ...formValues(input, coverImage),
            ownerId: user.id,
            genre: input.genre || null,
            isCompleted: input.isCompleted ?? false,
            published,
          },
          chapterValues,
        ),
      );
      if (published) forgetPopular();
      return detailFor(bookId, user);
    },

    /**
     * Creates a draft from an imported file (POST /api/books/import): the caller's, unpublished,
     * with its processed cover written in the same transaction (so a failed save leaves no image
     * behind). An ISBN another book holds, or none, becomes `placeholderIsbn()`; answers the book
     * and whether that happened.
     */
    async createImportedDraft(
      user: AuthUser,
      input: BookInput,
      cover: ProcessedImage | undefined,
      placeholderIsbn: () => string,
    ) {
      const chapterValues = toChapterValues(input).map(({ id: _ignored, ...chapter }) => chapter);
      const holder = input.isbn ? await books.findIsbnHolder(input.isbn) : undefined;
      const isbn = input.isbn && !holder ? input.isbn : placeholderIsbn();
      const values = {
        ...formValues({ ...input, isbn }, null),
        ownerId: user.id,
        genre: null,
        isCompleted: false,
        published: false,
      };
      const coverArgs = cover ? { image: cover, coverUrl: ownImageUrl } : undefined;
      let bookId: string;
      try {
        bookId = await books.insertBook(values, chapterValues, coverArgs);
      } catch (error) {
        // Another save took the ISBN meanwhile: the placeholder, once more.
        if (!isUniqueViolation(error, 'books_isbn_idx')) throw error;
        bookId = await books.insertBook({ ...values, isbn: placeholderIsbn() }, chapterValues, coverArgs);
      }
      return { book: await detailFor(bookId, user), isbnReplaced: isbn !== input.isbn };
    },

    /**
     * Replaces a book's form fields and chapters (owner or admin). The form has no genre or
     * completed flag, so those stay as they were unless sent; so does `published`. Publishing needs
     * every chapter's text. Readers following the book hear of new chapters of a published book
     * only, and of all its chapters when a draft is published.
     */
    async updateBook(user: AuthUser, bookId: string, input: BookInput, coverFile?: Buffer) {
      const book = await requireEditableBook(books, user, bookId);
      const chapterValues = toChapterValues(input);
      const published = input.published ?? book.published;
      if (published) {
        // A chapter kept as a draft or scheduled (decision 060) may still be blank.
        const hidden = new Set(await chapters.hiddenChapterIds(bookId));
        const shown = chapterValues.filter((c) => !(c.id && hidden.has(c.id)));
        if (chapterValues.length === 0) requirePublishable(chapterValues);
        else if (shown.length > 0) requirePublishable(shown);
      }
      await ensureIsbnFree(input.isbn, bookId);
      const coverImage = await resolveCover(input, coverFile, user);
      const updated = await writeOrConflict(() =>
        books.updateBook(
          bookId,
          {
            ...formValues(input, coverImage),
            ...(input.genre !== undefined ? { genre: input.genre || null } : {}),
            ...(input.isCompleted !== undefined ? { isCompleted: input.isCompleted } : {}),
            published,
          },
          chapterValues,
        ),
      );
      if (!updated) throw notFound(SERVER_MESSAGES.bookNotFound);
      forgetPopular();
      return detailFor(bookId, user);
    },

    /**
     * The spec's own shapes for `bookIds` (SPEC_COMPAT, decision 003): who liked and who
     * favourited each book, and each book's chapters with their text, as its original client reads them.
     */
    async specCompatFields(bookIds: string[], viewerId: string | null) {
      const [reacted, chapterRows] = await Promise.all([
        reactions.whoReacted(bookIds),
        chapters.findChaptersOfBooks(bookIds, viewerId),
      ]);
      return {
        likes: (id: string) => reacted.likes.get(id) ?? [],
        favorites: (id: string) => reacted.favorites.get(id) ?? [],
        chapters: (id: string) => (chapterRows.get(id) ?? []).map(presentChapter),
      };
    },

    /** Updates only the caller's own entry (notes, tags, status, progress) and answers the merged book. */
    async updateEntry(user: AuthUser, bookId: string, body: UpdateEntryBody) {
      await requireBook(books, user, bookId);
      await library.updateEntry(user.id, bookId, {
        notes: body.notes,
        tags: body.tags === undefined ? undefined : normaliseTags(body.tags),
        status: body.status,
        progress: body.progress,
      });
      return bookFor(bookId, user);
    },

    async deleteBook(user: AuthUser, bookId: string) {
      await requireEditableBook(books, user, bookId);
      const notice = await books.removalNotice(bookId);
      if (!(await books.deleteBook(bookId))) throw notFound(SERVER_MESSAGES.bookNotFound);
      forgetPopular();
      if (notice) events.emit('books.removed', { books: [notice] });
    },

    async toggleLike(user: AuthUser, bookId: string) {
      await requireOthersBook(user, bookId);
      const result = await reactions.toggleLike(user.id, bookId);
      if (!result) throw notFound(SERVER_MESSAGES.bookNotFound);
      catalogue.forgetAnchors('likes');
      return { liked: result.liked, likes: result.likes };
    },

    async toggleFavorite(user: AuthUser, bookId: string) {
      await requireBook(books, user, bookId);
      const result = await library.toggleFavorite(user.id, bookId);
      if (!result) throw notFound(SERVER_MESSAGES.bookNotFound);
      catalogue.forgetAnchors('favorites');
      return result;
    },

    async rate(user: AuthUser, bookId: string, rating: number) {
      await requireOthersBook(user, bookId);
      const result = await reactions.rate(user.id, bookId, rating);
      if (!result) throw notFound(SERVER_MESSAGES.bookNotFound);
      catalogue.forgetAnchors('rating.averageRating');
      return {
        averageRating: averageRating(result.ratingSum, result.ratingCount),
        totalRatings: result.ratingCount,
        userRating: rating,
      };
    },

    /**
     * The week's most-read books, topped up with the most liked when there is little reading yet.
     * Public and identical for everyone, so answers are reused for `popularTtlMs`.
     */
    async popularBooks(limit: number) {
      const cached = popularCache.get(limit);
      if (cached && cached.expires > now()) return cached.value;
      const pending = popularInFlight.get(limit);
      if (pending && pending.generation === popularGeneration) return pending.value;
      const generation = popularGeneration;
      const value = readPopular(limit);
      const entry = { generation, value };
      popularInFlight.set(limit, entry);
      try {
        const books = await value;
        // A book published or removed while this read ran may not be in it: not remembered.
        if (generation === popularGeneration)
          popularCache.set(limit, { expires: now() + popularTtlMs, value: books });
        return books;
      } finally {
        if (popularInFlight.get(limit) === entry) popularInFlight.delete(limit);
      }
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
