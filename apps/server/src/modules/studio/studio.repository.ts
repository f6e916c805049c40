import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, chapters, users } from '../../db/schema.js';

/** Rows of one statement as plain objects, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Entries a feed holds at most: the newest chapters. */
export const FEED_ENTRIES = 50;

/**
 * The studio's reads that are not chapters' (those are the chapter writer's): the author's
 * analytics, aggregated in the database so no reader's identity leaves it, and the public feeds.
 */
export function createStudioRepository(db: Db) {
  return {
    /**
     * Per chapter of the book, in order: distinct readers who opened it (its chapter reads),
     * who finished it (opened a later published chapter, or completed the book), their average
     * reading time in it (reading sessions, per reader summed, then averaged), votes, comments.
     * The owner's own reading is never counted.
     */
    async chapterFigures(bookId: string, ownerId: string | null) {
      const owner = ownerId ?? '00000000-0000-0000-0000-000000000000';
      const result = await db.execute(sql`
        select c.id as "chapterId", c.number, c.title, c.status,
          (select count(*)::int from chapter_reads r where r.chapter_id = c.id and r.user_id <> ${owner}::uuid) as "openedBy",
          (select count(*)::int from (
              select r.user_id from chapter_reads r
              join chapters later on later.id = r.chapter_id
              where later.book_id = c.book_id and later.number > c.number and later.status = 'published'
                and r.user_id <> ${owner}::uuid
              union
              select e.user_id from library_entries e
              where e.book_id = c.book_id and e.user_id <> ${owner}::uuid
                and (e.status = 'Completed' or e.finished_at is not null)
                and exists (select 1 from chapter_reads r2 where r2.chapter_id = c.id and r2.user_id = e.user_id)
            ) f) as "finishedBy",
          (select coalesce(round(avg(t.seconds)), 0)::int from (
              select sum(s.duration_seconds) as seconds from reading_sessions s
              where s.chapter_id = c.id and s.source = 'reader' and s.user_id <> ${owner}::uuid
              group by s.user_id
            ) t) as "averageReadingSeconds",
          (select count(*)::int from chapter_votes v where v.chapter_id = c.id) as votes,
          (select count(*)::int from comments m where m.chapter_id = c.id) as comments
        from chapters c
        where c.book_id = ${bookId}::uuid
        order by c.number`);
      return rowsOf<{
        chapterId: string;
        number: number;
        title: string;
        status: 'draft' | 'published' | 'scheduled';
        openedBy: number;
        finishedBy: number;
        averageReadingSeconds: number;
        votes: number;
        comments: number;
      }>(result);
    },

    /**
     * The book's totals and, per UTC day, how many readers first opened a chapter, became
     * favourites (by when they last did) and followers (library entries, by when they were made).
     */
    async bookFigures(bookId: string, ownerId: string | null) {
      const owner = ownerId ?? '00000000-0000-0000-0000-000000000000';
      const days = rowsOf<{ kind: 'readers' | 'favourites' | 'followers'; day: string; n: number }>(
        await db.execute(sql`
        select 'readers' as kind, to_char((f.first at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from (select min(r.created_at) as first from chapter_reads r
              where r.book_id = ${bookId}::uuid and r.user_id <> ${owner}::uuid group by r.user_id) f
        group by 2
        union all
        select 'favourites', to_char((coalesce(e.favorited_at, e.updated_at) at time zone 'UTC')::date, 'YYYY-MM-DD'), count(*)::int
        from library_entries e where e.book_id = ${bookId}::uuid and e.favorite and e.user_id <> ${owner}::uuid
        group by 2
        union all
        select 'followers', to_char((e.created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), count(*)::int
        from library_entries e where e.book_id = ${bookId}::uuid and e.user_id <> ${owner}::uuid
        group by 2`),
      );
      return days;
    },

    /** A published book and its writer, for its feed; undefined for a draft or an unknown one. */
    async publishedBook(bookId: string) {
      const [row] = await db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          description: books.description,
          ownerId: books.ownerId,
          updatedAt: books.updatedAt,
        })
        .from(books)
        .where(and(eq(books.id, bookId), eq(books.published, true)));
      return row;
    },

    async userName(userId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The newest published chapters of published books (one book's, or a writer's), newest
     * release first: what a feed shows.
     */
    async releasedChapters(filter: { bookId: string } | { ownerId: string }) {
      return db
        .select({
          id: chapters.id,
          bookId: chapters.bookId,
          bookTitle: books.title,
          bookAuthor: books.author,
          number: chapters.number,
          title: chapters.title,
          wordCount: chapters.wordCount,
          publishedAt: sql<Date>`coalesce(${chapters.publishedAt}, ${chapters.createdAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
          updatedAt: chapters.updatedAt,
        })
        .from(chapters)
        .innerJoin(books, eq(books.id, chapters.bookId))
        .where(
          and(
            eq(chapters.status, 'published'),
            eq(books.published, true),
            'bookId' in filter ? eq(books.id, filter.bookId) : eq(books.ownerId, filter.ownerId),
          ),
        )
        .orderBy(desc(sql`coalesce(${chapters.publishedAt}, ${chapters.createdAt})`), desc(chapters.number))
        .limit(FEED_ENTRIES);
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
