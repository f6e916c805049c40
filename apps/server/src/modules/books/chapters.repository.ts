import { createHash } from 'node:crypto';
import {
  type ChapterDoc,
  carryBlockIds,
  chapterDocOf,
  docFromText,
  docWordCount,
} from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { chapters } from '../../db/schema.js';
import type { ChangedChapter } from '../../lib/anchoring.js';

/** The same digest as PostgreSQL's md5(text) of a UTF-8 database: tells a rewritten chapter from an unchanged one. */
const contentHash = (content: string) => createHash('md5').update(content, 'utf8').digest('hex');

export interface ChapterValues {
  /** The stored chapter this one edits, when the form sent it. */
  id?: string;
  title: string;
  /** The chapter's text: as written, or `docToMarkdown(doc)` when it came as a document. */
  content: string;
  /** The chapter as a document (decision 049), when it came as one (import, editor). */
  doc?: ChapterDoc;
}

const chapterColumns = {
  id: chapters.id,
  number: chapters.number,
  title: chapters.title,
  content: chapters.content,
  doc: chapters.doc,
  wordCount: chapters.wordCount,
};
export type ChapterRow = {
  id: string;
  number: number;
  title: string;
  content: string;
  doc: ChapterDoc | null;
  wordCount: number;
};

/**
 * The document a chapter is saved with (decision 049): the one it came with; for text, its
 * conversion, keeping the block ids of the paragraphs an edit left as they were.
 */
function documentFor(
  values: ChapterValues,
  previous?: { doc: ChapterDoc; content: string },
  markdownToDoc?: (markdown: string) => ChapterDoc,
): ChapterDoc {
  if (values.doc) return values.doc;
  // A chapter that came as a document has Markdown as its text: an edit of that text is read as
  // Markdown, so its tables, lists and notes stay what they are.
  const markdown = previous && markdownToDoc && docToMarkdown(previous.doc) === previous.content;
  const doc = markdown ? markdownToDoc(values.content) : docFromText(values.content);
  return previous ? carryBlockIds(previous.doc, doc) : doc;
}

/** Rows per INSERT/UPDATE statement when writing chapters (keeps bind parameters well under 65535). */
const CHAPTER_BATCH = 500;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts chapters; answers how many words they hold. */
async function insertChapters(
  tx: Tx,
  bookId: string,
  rows: { number: number; values: ChapterValues }[],
): Promise<number> {
  let words = 0;
  for (const batch of chunk(rows, CHAPTER_BATCH)) {
    await tx.insert(chapters).values(
      batch.map(({ number, values }) => {
        const doc = documentFor(values);
        const wordCount = docWordCount(doc);
        words += wordCount;
        return { bookId, number, title: values.title, content: values.content, doc, wordCount };
      }),
    );
  }
  return words;
}

/**
 * The chapter writer: the one place a book's chapters are written (the demo seed aside, which
 * writes its catalogue once through its own repository). Writes run inside the book save's
 * transaction, which the books repository opens, so a book and its chapters change together.
 */
export function createChaptersRepository(
  db: Db,
  deps: { markdownToDoc?: (markdown: string) => ChapterDoc } = {},
) {
  return {
    /** A book's chapters, in order. */
    async findChapters(bookId: string): Promise<ChapterRow[]> {
      return db
        .select(chapterColumns)
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .orderBy(asc(chapters.number));
    },

    /** The chapters of several books, each book's in order (the spec's list items, under SPEC_COMPAT). */
    async findChaptersOfBooks(bookIds: string[]): Promise<Map<string, ChapterRow[]>> {
      const out = new Map<string, ChapterRow[]>();
      if (bookIds.length === 0) return out;
      const rows = await db
        .select({ ...chapterColumns, bookId: chapters.bookId })
        .from(chapters)
        .where(inArray(chapters.bookId, bookIds))
        .orderBy(asc(chapters.bookId), asc(chapters.number));
      for (const { bookId, ...row } of rows) {
        const list = out.get(bookId);
        if (list) list.push(row);
        else out.set(bookId, [row]);
      }
      return out;
    },

    /** Inserts a new book's chapters, numbered 1..N in the order given; answers the book's words. */
    async insertAll(tx: Tx, bookId: string, chapterValues: ChapterValues[]): Promise<number> {
      return insertChapters(
        tx,
        bookId,
        chapterValues.map((values, index) => ({ number: index + 1, values })),
      );
    },

    /**
     * Replaces a book's chapters with `chapterValues`, writing only the difference. Chapters are
     * renumbered 1..N in the order given; a stored chapter is kept (and so its reads, votes and
     * comments) when the input names its id, or, without an id, when it sits at the same number.
     * Answers how many chapters the book had, the kept chapters whose document changed (for
     * re-anchoring what points into them) and how many words the book now holds.
     */
    async replaceAll(
      tx: Tx,
      bookId: string,
      chapterValues: ChapterValues[],
    ): Promise<{ previousChapterCount: number; rewritten: ChangedChapter[]; words: number }> {
      const existing = await tx
        .select({
          id: chapters.id,
          number: chapters.number,
          wordCount: chapters.wordCount,
          contentHash: sql<string>`md5(${chapters.content})`,
        })
        .from(chapters)
        .where(eq(chapters.bookId, bookId));
      const byId = new Map(existing.map((c) => [c.id, c]));
      const byNumber = new Map(existing.map((c) => [c.number, c]));
      const namedIds = new Set(
        chapterValues.map((c) => c.id).filter((id): id is string => !!id && byId.has(id)),
      );
      const claimed = new Set<string>();

      const plan = chapterValues.map((values, index) => {
        const number = index + 1;
        let keep: (typeof existing)[number] | undefined;
        if (values.id && byId.has(values.id) && !claimed.has(values.id)) keep = byId.get(values.id);
        else {
          const atNumber = byNumber.get(number);
          if (atNumber && !claimed.has(atNumber.id) && !namedIds.has(atNumber.id)) keep = atNumber;
        }
        if (keep) claimed.add(keep.id);
        return { number, values, keep };
      });

      const dropped = existing.filter((c) => !claimed.has(c.id)).map((c) => c.id);
      for (const ids of chunk(dropped, CHAPTER_BATCH))
        await tx.delete(chapters).where(inArray(chapters.id, ids));

      // Unique (book_id, number) is checked row by row, so chapters that change number first
      // move to negative numbers, out of the way of every final number.
      const moved = plan.filter((p) => p.keep && p.keep.number !== p.number).map((p) => p.keep!.id);
      for (const ids of chunk(moved, CHAPTER_BATCH)) {
        await tx
          .update(chapters)
          .set({ number: sql`-${chapters.number}` })
          .where(inArray(chapters.id, ids));
      }

      const kept = plan.filter((p) => p.keep);
      // A kept chapter gets a new document when it came with one or its text changed; an edit of
      // its text keeps the ids of the blocks it left alone, so they are read for those only.
      const retexted = kept.filter(
        (p) => !p.values.doc && p.keep!.contentHash !== contentHash(p.values.content),
      );
      const previousDocs = new Map<string, { doc: ChapterDoc; content: string }>();
      for (const ids of chunk(
        retexted.map((p) => p.keep!.id),
        CHAPTER_BATCH,
      )) {
        const rows = await tx
          .select({ id: chapters.id, doc: chapters.doc, content: chapters.content })
          .from(chapters)
          .where(inArray(chapters.id, ids));
        for (const row of rows) previousDocs.set(row.id, { doc: chapterDocOf(row), content: row.content });
      }
      const newDocs = new Map<string, ChapterDoc>();
      for (const p of kept) {
        if (p.values.doc) newDocs.set(p.keep!.id, p.values.doc);
        else if (previousDocs.has(p.keep!.id))
          newDocs.set(p.keep!.id, documentFor(p.values, previousDocs.get(p.keep!.id), deps.markdownToDoc));
      }
      for (const batch of chunk(kept, CHAPTER_BATCH)) {
        const rows = sql.join(
          batch.map((p) => {
            const doc = newDocs.get(p.keep!.id);
            return sql`(${p.keep!.id}::uuid, ${p.number}::int, ${p.values.title}::text, ${p.values.content}::text, ${
              doc ? JSON.stringify(doc) : null
            }::jsonb, ${doc ? docWordCount(doc) : null}::int)`;
          }),
          sql`, `,
        );
        // Only rows that really change get a new updated_at; a chapter whose text did not change
        // keeps its document (null here) and word count.
        await tx.execute(sql`
        update chapters as c
        set number = v.number, title = v.title, content = v.content, doc = coalesce(v.doc, c.doc),
          word_count = coalesce(v.word_count, c.word_count), updated_at = now()
        from (values ${rows}) as v(id, number, title, content, doc, word_count)
        where c.id = v.id
          and (c.number, c.title, c.content, c.doc) is distinct from (v.number, v.title, v.content, coalesce(v.doc, c.doc))`);
      }

      let words = await insertChapters(
        tx,
        bookId,
        plan.filter((p) => !p.keep),
      );
      for (const p of kept) {
        const doc = newDocs.get(p.keep!.id);
        words += doc ? docWordCount(doc) : p.keep!.wordCount;
      }

      const rewritten = [...newDocs].map(([chapterId, doc]) => ({ chapterId, doc }));
      return { previousChapterCount: existing.length, rewritten, words };
    },
  };
}

export type ChaptersRepository = ReturnType<typeof createChaptersRepository>;
