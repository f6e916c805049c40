import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterCommit, type Db, type Executor, type Tx, transaction } from '../../db/client.js';
import { books, libraryEntries } from '../../db/schema.js';
import type { OutboxWriter } from '../../outbox/outbox.repository.js';
import type { CommentsRepository } from '../comments/comments.repository.js';
import type { HighlightsRepository } from '../highlights/highlights.repository.js';
import type { ProcessedImage } from '../../lib/image-processing.js';
import type { ImagesRepository } from '../images/images.repository.js';
import { type BookRow, type BooksCatalogueRepository, selectBooksFor } from './books-catalogue.repository.js';
import type { ChapterValues, ChaptersRepository } from './chapters.repository.js';

export type NewBookValues = Omit<typeof books.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** ISBNs compare without hyphens, spaces or case ('978-0-…' and '9780…' are the same book). */
export const compactIsbn = (isbn: string) => isbn.replace(/[\s-]/g, '').toUpperCase();

/** What a book's writes need of other repositories: each writes its own table. */
export interface BooksRepositoryDeps {
  /** The list engine, whose cached totals and anchors every write clears. */
  catalogue: Pick<BooksCatalogueRepository, 'invalidateTotals'>;
  chapters: Pick<
    ChaptersRepository,
    | 'insertAll'
    | 'replaceAll'
    | 'refreshBookTotals'
    | 'saveOne'
    | 'insertOne'
    | 'deleteOne'
    | 'reorder'
    | 'setRelease'
    | 'claimDue'
  >;
  /** An imported book's cover is stored with the book. */
  images: Pick<ImagesRepository, 'store'>;
  /** Highlights and paragraph comments follow their passages into a chapter's new text. */
  highlights: Pick<HighlightsRepository, 'reanchorChapters'>;
  comments: Pick<CommentsRepository, 'reanchorChapters'>;
  /** Records `chapter.published` with the save that publishes the chapter. */
  outbox: OutboxWriter;
}

/**
 * The only writer of books. A save runs in one transaction and hands each other table to its
 * own repository (chapters, re-anchored highlights and comments, a cover image, outbox rows).
 * Every write clears the catalogue's cached totals and anchors, before it starts and again
 * once it has committed, so no count taken during it is kept.
 */
export function createBooksRepository(db: Db, deps: BooksRepositoryDeps) {
  const { catalogue, chapters } = deps;
  const invalidateTotals = () => catalogue.invalidateTotals();
  /** Clears the totals again once a write has committed, so no count taken during it is kept. */
  const afterWrite = <T>(write: Promise<T>): Promise<T> => write.finally(invalidateTotals);

  return {
    async findBook(bookId: string, userId: string, executor: Executor = db): Promise<BookRow | undefined> {
      const [row] = await selectBooksFor(executor, userId).where(eq(books.id, bookId));
      return row;
    },

    /** Id and owner, for existence and access checks. */
    async findOwnership(
      bookId: string,
    ): Promise<{ id: string; ownerId: string | null; published: boolean } | undefined> {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId, published: books.published })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    /** The book already using this ISBN (compared without hyphens and spaces), other than `exceptId`. */
    async findIsbnHolder(isbn: string, exceptId?: string): Promise<string | undefined> {
      const compact = compactIsbn(isbn);
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(
          and(
            or(
              eq(books.isbn, isbn),
              sql`upper(replace(replace(${books.isbn}, '-', ''), ' ', '')) = ${compact}`,
            ),
            exceptId ? sql`${books.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row?.id;
    },

    /**
     * Inserts a book and its chapters (numbered 1..N) in one transaction; with `cover`, its
     * processed cover image too (an imported book: the image exists only if the book does),
     * `coverUrl` naming its URL. Answers the new id.
     */
    async insertBook(
      values: NewBookValues,
      chapterValues: ChapterValues[],
      cover?: { image: ProcessedImage; coverUrl: (imageId: string) => string },
    ): Promise<string> {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const coverImage = cover
            ? cover.coverUrl((await deps.images.store(cover.image, values.ownerId ?? null, tx)).id)
            : values.coverImage;
          const [row] = await tx
            .insert(books)
            .values({
              ...values,
              coverImage,
              chapterCount: chapterValues.length,
            })
            .returning({ id: books.id });
          const words = await chapters.insertAll(tx, row!.id, chapterValues);
          await tx.update(books).set({ wordCount: words }).where(eq(books.id, row!.id));
          return row!.id;
        }),
      );
    },

    /**
     * Replaces a book's fields and chapters in one transaction (the chapter writer keeps a stored
     * chapter, and so its reads, votes and comments, when the input names its id or, without an
     * id, when it sits at the same number). Every chapter numbered beyond the previous count of a
     * published book (every chapter of a draft being published) is announced: its
     * `chapter.published` event goes to the outbox in the same transaction. Answers false when
     * the book no longer exists.
     */
    async updateBook(
      bookId: string,
      values: Partial<NewBookValues>,
      chapterValues: ChapterValues[],
    ): Promise<boolean> {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const [locked] = await tx
            .select({ id: books.id, published: books.published })
            .from(books)
            .where(eq(books.id, bookId))
            .for('no key update');
          if (!locked) return false;

          const { previousChapterCount, rewritten, statuses } = await chapters.replaceAll(
            tx,
            bookId,
            chapterValues,
          );

          // Highlights and paragraph comments follow their passages into the new text (decision 029).
          await deps.highlights.reanchorChapters(tx, rewritten);
          await deps.comments.reanchorChapters(tx, rewritten);

          await tx
            .update(books)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(books.id, bookId));
          // Counts and words are the published chapters' (decision 060).
          await chapters.refreshBookTotals(tx, bookId);
          // A draft's chapters are news to nobody; once published, every chapter it had as a
          // draft is, and afterwards the ones numbered beyond the previous count.
          const publishedNow = values.published ?? locked.published;
          const firstNew = locked.published ? previousChapterCount : 0;
          // Drafts and scheduled chapters are announced when they are released (decision 060).
          const announced = publishedNow
            ? chapterValues
                .map((chapter, index) => ({ chapter, number: index + 1, status: statuses[index] }))
                .slice(firstNew)
                .filter((c) => c.status === 'published')
            : [];
          await deps.outbox.write(
            tx,
            announced.map(({ chapter, number }) => ({
              name: 'chapter.published' as const,
              payload: { bookId, chapterNumber: number, title: chapter.title },
            })),
          );
          return true;
        }),
      );
    },

    // ---------------------------------------------------------------- the writer's studio (decisions 059, 060)

    /**
     * Saves one chapter (the editor's autosave, a restore) when `baseRevision` is still its
     * latest, in one transaction with what follows its text: highlights and paragraph comments
     * re-anchored (decision 029), the book's published totals.
     */
    async saveChapter(input: Parameters<ChaptersRepository['saveOne']>[1]) {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const saved = await chapters.saveOne(tx, input);
          if (saved.kind !== 'saved') return saved;
          await deps.highlights.reanchorChapters(tx, [saved.changed]);
          await deps.comments.reanchorChapters(tx, [saved.changed]);
          await chapters.refreshBookTotals(tx, input.bookId);
          return saved;
        }),
      );
    },

    /** Adds a last chapter to a book; a published one is announced as the form's new chapters are. */
    async createChapter(
      bookId: string,
      values: Parameters<ChaptersRepository['insertOne']>[2],
      bookPublished: boolean,
    ) {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const row = await chapters.insertOne(tx, bookId, values);
          await chapters.refreshBookTotals(tx, bookId);
          if (bookPublished && values.status === 'published')
            await deps.outbox.write(tx, [
              {
                name: 'chapter.published',
                payload: { bookId, chapterNumber: row.number, title: row.title },
              },
            ]);
          return row;
        }),
      );
    },

    async deleteChapter(bookId: string, chapterId: string) {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const result = await chapters.deleteOne(tx, bookId, chapterId);
          if (result === 'deleted') await chapters.refreshBookTotals(tx, bookId);
          return result;
        }),
      );
    },

    async reorderChapters(bookId: string, chapterIds: string[]) {
      invalidateTotals();
      return afterWrite(transaction(db, (tx) => chapters.reorder(tx, bookId, chapterIds)));
    },

    /**
     * Sets a chapter's release state. Publishing it (now) announces it unless it is silent or
     * its book is a draft; the book's published totals follow.
     */
    async setChapterRelease(
      bookId: string,
      chapterId: string,
      values: Parameters<ChaptersRepository['setRelease']>[2],
    ) {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const [book] = await tx
            .select({ published: books.published })
            .from(books)
            .where(eq(books.id, bookId))
            .for('no key update');
          if (!book) return undefined;
          const row = await chapters.setRelease(tx, chapterId, values);
          if (!row) return undefined;
          await chapters.refreshBookTotals(tx, bookId);
          if (values.publishNow && book.published && !row.silent)
            await deps.outbox.write(tx, [
              {
                name: 'chapter.published',
                payload: { bookId, chapterNumber: row.number, title: row.title },
              },
            ]);
          return row;
        }),
      );
    },

    /**
     * Releases the scheduled chapters whose time has come (decision 060), in one transaction:
     * the conditional claim makes each chapter released by exactly one instance, and the
     * announcement of a chapter that is not silent goes to the outbox with its claim.
     */
    async releaseDueChapters() {
      return afterWrite(
        transaction(db, async (tx) => {
          const released = await chapters.claimDue(tx);
          if (released.length === 0) return released;
          invalidateTotals();
          const bookIds = [...new Set(released.map((r) => r.bookId))];
          for (const bookId of bookIds) await chapters.refreshBookTotals(tx, bookId);
          const published = await tx
            .select({ id: books.id })
            .from(books)
            .where(and(inArray(books.id, bookIds), eq(books.published, true)));
          const shown = new Set(published.map((b) => b.id));
          await deps.outbox.write(
            tx,
            released
              .filter((r) => !r.silent && shown.has(r.bookId))
              .map((r) => ({
                name: 'chapter.published' as const,
                payload: { bookId: r.bookId, chapterNumber: r.number, title: r.title },
              })),
          );
          return released;
        }),
      );
    },

    /**
     * What telling a book's readers of its deletion needs, read before it goes: its title and
     * everyone besides the owner with a library entry for it (any status, favourite or none).
     */
    async removalNotice(
      bookId: string,
    ): Promise<{ bookId: string; title: string; readerIds: string[] } | undefined> {
      const [book] = await db
        .select({ id: books.id, title: books.title, ownerId: books.ownerId })
        .from(books)
        .where(eq(books.id, bookId));
      if (!book) return undefined;
      const readers = await db
        .select({ userId: libraryEntries.userId })
        .from(libraryEntries)
        .where(eq(libraryEntries.bookId, bookId));
      return {
        bookId,
        title: book.title,
        readerIds: readers.map((r) => r.userId).filter((id) => id !== book.ownerId),
      };
    },

    /** Deletes a book; chapters, entries, likes, ratings, comments and reads go with it (FK cascade). */
    async deleteBook(bookId: string): Promise<boolean> {
      invalidateTotals();
      const deleted = await db.delete(books).where(eq(books.id, bookId)).returning({ id: books.id });
      invalidateTotals();
      return deleted.length > 0;
    },

    /**
     * An account deletion's books, inside its transaction (opened with `transaction()`): the
     * user's own books are orphaned (`keepBooks`) or deleted, their chapters and everything on
     * them going with them (FK cascade). Answers the user's books and, when they are deleted, who
     * else had each in their library (read before the entries go). The catalogue's caches are
     * cleared now and again once the deletion commits.
     */
    async releaseOwnedBooks(tx: Tx, userId: string, keepBooks: boolean) {
      invalidateTotals();
      afterCommit(tx, invalidateTotals);
      const owned = await tx
        .select({ id: books.id, coverImage: books.coverImage, title: books.title })
        .from(books)
        .where(eq(books.ownerId, userId));
      // Who to tell that the books are gone, read while their library entries still exist.
      const readers =
        keepBooks || owned.length === 0
          ? []
          : await tx
              .select({ bookId: libraryEntries.bookId, userId: libraryEntries.userId })
              .from(libraryEntries)
              .where(
                inArray(
                  libraryEntries.bookId,
                  owned.map((b) => b.id),
                ),
              );
      if (keepBooks) {
        await tx.update(books).set({ ownerId: null, updatedAt: new Date() }).where(eq(books.ownerId, userId));
      } else if (owned.length > 0) {
        await tx.delete(books).where(eq(books.ownerId, userId));
      }
      return {
        ownedBooks: owned,
        removedBooks: keepBooks
          ? []
          : owned.map((b) => ({
              bookId: b.id,
              title: b.title,
              readerIds: readers.filter((r) => r.bookId === b.id && r.userId !== userId).map((r) => r.userId),
            })),
      };
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
