import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  type ChapterDoc,
  carryBlockIds,
  chapterDocOf,
  docFromText,
  docWordCount,
} from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import { type ChapterStatus, REVISION_COALESCE_MS, REVISIONS_KEPT } from '@quire/shared/constants/studio';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { chapterRevisions, chapters } from '../../db/schema.js';
import { visibleChapters } from '../../db/visible-chapters.js';
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
  status: chapters.status,
};
export type ChapterRow = {
  id: string;
  number: number;
  title: string;
  content: string;
  doc: ChapterDoc | null;
  wordCount: number;
  status: ChapterStatus;
};

/** What a revision row is written by: autosaves of one run coalesce (decision 059). */
export type RevisionKind = 'autosave' | 'form' | 'restore' | 'created';

/** The stored state of one chapter, as the studio reads it. */
const studioColumns = {
  id: chapters.id,
  bookId: chapters.bookId,
  number: chapters.number,
  title: chapters.title,
  content: chapters.content,
  doc: chapters.doc,
  wordCount: chapters.wordCount,
  revision: chapters.revision,
  savedAt: chapters.updatedAt,
  status: chapters.status,
  releaseAt: chapters.releaseAt,
  timeZone: chapters.timeZone,
  silent: chapters.silent,
  commentsLocked: chapters.commentsLocked,
  publishedAt: chapters.publishedAt,
};
export type StudioChapterRow = {
  id: string;
  bookId: string;
  number: number;
  title: string;
  content: string;
  doc: ChapterDoc | null;
  wordCount: number;
  revision: number;
  savedAt: Date;
  status: ChapterStatus;
  releaseAt: Date | null;
  timeZone: string | null;
  silent: boolean;
  commentsLocked: boolean;
  publishedAt: Date | null;
};

/**
 * Before a chapter's first recorded save, its state as it was (kind 'before'), so the history
 * holds what the save replaced; chapters that already have a history are left alone.
 */
async function snapshotBefore(tx: Tx, chapterIds: string[]) {
  if (chapterIds.length === 0) return;
  await tx.execute(sql`
    insert into chapter_revisions (chapter_id, revision, title, doc, word_count, kind, started_at, saved_at)
    select c.id, c.revision, c.title, c.doc, c.word_count, 'before', c.updated_at, c.updated_at
    from chapters c
    where c.id in (${sql.join(
      chapterIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and c.doc is not null
      and not exists (select 1 from chapter_revisions r where r.chapter_id = c.id)
    on conflict do nothing`);
}

/** Keeps the newest REVISIONS_KEPT revisions of each chapter. */
async function pruneRevisions(tx: Tx, chapterIds: string[]) {
  for (const chapterId of chapterIds) {
    await tx.execute(sql`
      delete from chapter_revisions r
      where r.chapter_id = ${chapterId}::uuid
        and r.revision < (
          select min(k.revision) from (
            select revision from chapter_revisions
            where chapter_id = ${chapterId}::uuid order by revision desc limit ${REVISIONS_KEPT}
          ) k)`);
  }
}

/**
 * Records the chapter's state after a save as its latest revision (decision 059): an autosave
 * within REVISION_COALESCE_MS of the start of the autosave run it follows replaces that run's
 * row (the run keeps its start); anything else adds a row. Older rows beyond REVISIONS_KEPT go.
 */
async function recordRevision(
  tx: Tx,
  row: { id: string; revision: number; title: string; doc: ChapterDoc; wordCount: number; savedAt: Date },
  kind: RevisionKind,
  session?: string,
) {
  let startedAt = row.savedAt;
  if (kind === 'autosave') {
    const [last] = await tx
      .select({
        revision: chapterRevisions.revision,
        kind: chapterRevisions.kind,
        session: chapterRevisions.session,
        startedAt: chapterRevisions.startedAt,
      })
      .from(chapterRevisions)
      .where(eq(chapterRevisions.chapterId, row.id))
      .orderBy(desc(chapterRevisions.revision))
      .limit(1);
    if (
      last &&
      last.kind === 'autosave' &&
      session !== undefined &&
      last.session === session &&
      last.revision < row.revision &&
      row.savedAt.getTime() - last.startedAt.getTime() < REVISION_COALESCE_MS
    ) {
      startedAt = last.startedAt;
      await tx
        .delete(chapterRevisions)
        .where(and(eq(chapterRevisions.chapterId, row.id), eq(chapterRevisions.revision, last.revision)));
    }
  }
  await tx
    .insert(chapterRevisions)
    .values({
      chapterId: row.id,
      revision: row.revision,
      title: row.title,
      doc: row.doc,
      wordCount: row.wordCount,
      kind,
      session: kind === 'autosave' ? (session ?? null) : null,
      startedAt,
      savedAt: row.savedAt,
    })
    .onConflictDoNothing();
  await pruneRevisions(tx, [row.id]);
}

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

/**
 * Numbers the chapters 1..N in the order given. Unique (book_id, number) is checked row by row,
 * so they first move to negative numbers, out of the way of every final number.
 */
async function renumber(tx: Tx, chapterIds: string[]) {
  if (chapterIds.length === 0) return;
  await tx
    .update(chapters)
    .set({ number: sql`-${chapters.number}` })
    .where(inArray(chapters.id, chapterIds));
  const rows = sql.join(
    chapterIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update chapters as c set number = v.number
    from (values ${rows}) as v(id, number) where c.id = v.id`);
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
    /**
     * A book's chapters, in order: those `viewerId` may read (decision 060: the published ones,
     * and all of them for the book's owner); `'all'` for every chapter (the owner's edit paths).
     */
    async findChapters(bookId: string, viewerId: string | null | 'all'): Promise<ChapterRow[]> {
      return db
        .select(chapterColumns)
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), viewerId === 'all' ? undefined : visibleChapters(viewerId)))
        .orderBy(asc(chapters.number));
    },

    /** The ids of a book's chapters readers do not see: drafts and scheduled ones (decision 060). */
    async hiddenChapterIds(bookId: string): Promise<string[]> {
      const rows = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), sql`${chapters.status} <> 'published'`));
      return rows.map((r) => r.id);
    },

    /** The chapters of several books, each book's in order (the spec's list items, under SPEC_COMPAT). */
    async findChaptersOfBooks(
      bookIds: string[],
      viewerId: string | null,
    ): Promise<Map<string, ChapterRow[]>> {
      const out = new Map<string, ChapterRow[]>();
      if (bookIds.length === 0) return out;
      const rows = await db
        .select({ ...chapterColumns, bookId: chapters.bookId })
        .from(chapters)
        .where(and(inArray(chapters.bookId, bookIds), visibleChapters(viewerId)))
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
    ): Promise<{
      previousChapterCount: number;
      rewritten: ChangedChapter[];
      words: number;
      /** Each saved chapter's release state, in the order given (new chapters are published). */
      statuses: ChapterStatus[];
    }> {
      const existing = await tx
        .select({
          id: chapters.id,
          number: chapters.number,
          title: chapters.title,
          status: chapters.status,
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
      // The history (decision 059) gets the state each changed chapter had before its first
      // recorded save, then its new state as a revision ('form').
      const revised = kept
        .filter((p) => newDocs.has(p.keep!.id) || p.keep!.title !== p.values.title)
        .map((p) => p.keep!.id);
      for (const ids of chunk(revised, CHAPTER_BATCH)) await snapshotBefore(tx, ids);
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
          word_count = coalesce(v.word_count, c.word_count), updated_at = now(),
          revision = case when (c.title, c.content, c.doc) is distinct from (v.title, v.content, coalesce(v.doc, c.doc))
            then c.revision + 1 else c.revision end
        from (values ${rows}) as v(id, number, title, content, doc, word_count)
        where c.id = v.id
          and (c.number, c.title, c.content, c.doc) is distinct from (v.number, v.title, v.content, coalesce(v.doc, c.doc))`);
      }

      for (const ids of chunk(revised, CHAPTER_BATCH)) {
        await tx.execute(sql`
        insert into chapter_revisions (chapter_id, revision, title, doc, word_count, kind, started_at, saved_at)
        select c.id, c.revision, c.title, c.doc, c.word_count, 'form', c.updated_at, c.updated_at
        from chapters c where c.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and c.doc is not null
        on conflict do nothing`);
        await pruneRevisions(tx, ids);
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
      const statuses = plan.map((p): ChapterStatus => p.keep?.status ?? 'published');
      return { previousChapterCount: existing.length, rewritten, words, statuses };
    },

    /**
     * Sets the book's cached chapter count and words to its published chapters' (what readers
     * and the catalogue see, decision 060).
     */
    async refreshBookTotals(tx: Tx, bookId: string) {
      await tx.execute(sql`
        update books set
          chapter_count = (select count(*)::int from chapters c where c.book_id = ${bookId}::uuid and c.status = 'published'),
          word_count = (select coalesce(sum(c.word_count), 0)::int from chapters c where c.book_id = ${bookId}::uuid and c.status = 'published'),
          updated_at = now()
        where id = ${bookId}::uuid`);
    },

    /** One chapter of a book as the studio shows it (`tx` to lock it for a save). */
    async findStudioChapter(
      bookId: string,
      chapterId: string,
      tx?: Tx,
    ): Promise<StudioChapterRow | undefined> {
      const query = (tx ?? db)
        .select(studioColumns)
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    /** A book's chapters as the studio lists them, in order, without their text. */
    async listStudioChapters(bookId: string, executor: Db | Tx = db): Promise<StudioChapterRow[]> {
      return executor
        .select(studioColumns)
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .orderBy(asc(chapters.number));
    },

    /**
     * Saves one chapter's title and document (the editor's autosave, a restore), inside the
     * caller's transaction: only when `baseRevision` is its latest revision (else answers the
     * stored chapter as `conflict` and writes nothing). The text is the document as Markdown,
     * the word count the document's (decision 049); the new state becomes a revision.
     */
    async saveOne(
      tx: Tx,
      input: {
        bookId: string;
        chapterId: string;
        title: string;
        doc: ChapterDoc;
        baseRevision?: number;
        kind: RevisionKind;
        /** The editor saving (autosaves of one editor coalesce). */
        session?: string;
      },
    ): Promise<
      | { kind: 'missing' }
      | { kind: 'conflict'; current: StudioChapterRow }
      | { kind: 'unchanged'; row: StudioChapterRow }
      | { kind: 'saved'; row: StudioChapterRow; changed: ChangedChapter }
    > {
      const [current] = await tx
        .select(studioColumns)
        .from(chapters)
        .where(and(eq(chapters.id, input.chapterId), eq(chapters.bookId, input.bookId)))
        .for('update');
      if (!current) return { kind: 'missing' };
      if (input.baseRevision !== undefined && input.baseRevision !== current.revision) {
        // The same save arriving again (a retry, the offline queue): it is already stored.
        if (current.title === input.title && isDeepStrictEqual(current.doc, input.doc))
          return { kind: 'unchanged', row: current };
        return { kind: 'conflict', current };
      }
      await snapshotBefore(tx, [current.id]);
      const wordCount = docWordCount(input.doc);
      const [row] = await tx
        .update(chapters)
        .set({
          title: input.title,
          content: docToMarkdown(input.doc),
          doc: input.doc,
          wordCount,
          revision: sql`${chapters.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(chapters.id, current.id))
        .returning(studioColumns);
      await recordRevision(
        tx,
        {
          id: row!.id,
          revision: row!.revision,
          title: row!.title,
          doc: input.doc,
          wordCount,
          savedAt: row!.savedAt,
        },
        input.kind,
        input.session,
      );
      return { kind: 'saved', row: row!, changed: { chapterId: current.id, doc: input.doc } };
    },

    /** A new last chapter of the book, with its first revision. */
    async insertOne(
      tx: Tx,
      bookId: string,
      values: { title: string; doc: ChapterDoc; status: ChapterStatus },
    ): Promise<StudioChapterRow> {
      const [last] = await tx
        .select({ number: sql<number | null>`max(${chapters.number})` })
        .from(chapters)
        .where(eq(chapters.bookId, bookId));
      const wordCount = docWordCount(values.doc);
      const [row] = await tx
        .insert(chapters)
        .values({
          bookId,
          number: (last?.number ?? 0) + 1,
          title: values.title,
          content: docToMarkdown(values.doc),
          doc: values.doc,
          wordCount,
          status: values.status,
          publishedAt: values.status === 'published' ? sql`now()` : null,
        })
        .returning(studioColumns);
      await recordRevision(
        tx,
        {
          id: row!.id,
          revision: row!.revision,
          title: row!.title,
          doc: values.doc,
          wordCount,
          savedAt: row!.savedAt,
        },
        'created',
      );
      return row!;
    },

    /**
     * Removes one chapter and closes the gap in the numbers. Answers 'last' (and removes nothing)
     * for a book's only chapter, 'missing' for a chapter that is not the book's.
     */
    async deleteOne(tx: Tx, bookId: string, chapterId: string): Promise<'deleted' | 'last' | 'missing'> {
      const rows = await tx
        .select({ id: chapters.id, number: chapters.number })
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .for('update');
      const target = rows.find((r) => r.id === chapterId);
      if (!target) return 'missing';
      if (rows.length === 1) return 'last';
      await tx.delete(chapters).where(eq(chapters.id, chapterId));
      await renumber(
        tx,
        rows
          .filter((r) => r.id !== chapterId)
          .sort((a, b) => a.number - b.number)
          .map((r) => r.id),
      );
      return 'deleted';
    },

    /**
     * Numbers the book's chapters 1..N in the order of `chapterIds`, which must name each of its
     * chapters once (else answers false and changes nothing).
     */
    async reorder(tx: Tx, bookId: string, chapterIds: string[]): Promise<boolean> {
      const rows = await tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .for('update');
      const own = new Set(rows.map((r) => r.id));
      if (new Set(chapterIds).size !== chapterIds.length || chapterIds.length !== own.size) return false;
      if (!chapterIds.every((id) => own.has(id))) return false;
      await renumber(tx, chapterIds);
      return true;
    },

    /** Sets a chapter's release state and comment lock (the studio's release tools). */
    async setRelease(
      tx: Tx,
      chapterId: string,
      values: {
        status?: ChapterStatus;
        releaseAt?: Date | null;
        timeZone?: string | null;
        silent?: boolean;
        commentsLocked?: boolean;
        publishNow?: boolean;
      },
    ): Promise<StudioChapterRow | undefined> {
      const { publishNow, ...rest } = values;
      const [row] = await tx
        .update(chapters)
        .set({ ...rest, ...(publishNow ? { publishedAt: sql`now()` } : {}) })
        .where(eq(chapters.id, chapterId))
        .returning(studioColumns);
      return row;
    },

    /**
     * Claims the scheduled chapters whose time has come, publishing them, in one conditional
     * UPDATE: of several instances running it at once, each chapter is claimed by exactly one
     * (a row another claim changed first no longer matches `status = 'scheduled'`).
     */
    async claimDue(tx: Tx) {
      return tx
        .update(chapters)
        .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(chapters.status, 'scheduled'), sql`${chapters.releaseAt} <= now()`))
        .returning({
          id: chapters.id,
          bookId: chapters.bookId,
          number: chapters.number,
          title: chapters.title,
          silent: chapters.silent,
        });
    },

    /** A chapter's kept revisions, newest first. */
    async listRevisions(chapterId: string) {
      return db
        .select({
          revision: chapterRevisions.revision,
          savedAt: chapterRevisions.savedAt,
          wordCount: chapterRevisions.wordCount,
          title: chapterRevisions.title,
        })
        .from(chapterRevisions)
        .where(eq(chapterRevisions.chapterId, chapterId))
        .orderBy(desc(chapterRevisions.revision));
    },

    /** One kept revision of a chapter, with its document. */
    async findRevision(chapterId: string, revision: number) {
      const [row] = await db
        .select({
          revision: chapterRevisions.revision,
          savedAt: chapterRevisions.savedAt,
          wordCount: chapterRevisions.wordCount,
          title: chapterRevisions.title,
          doc: chapterRevisions.doc,
        })
        .from(chapterRevisions)
        .where(and(eq(chapterRevisions.chapterId, chapterId), eq(chapterRevisions.revision, revision)));
      return row;
    },
  };
}

export type ChaptersRepository = ReturnType<typeof createChaptersRepository>;
