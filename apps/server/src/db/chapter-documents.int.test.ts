import { type ChapterDoc, textBlocks } from '@quire/shared/chapter-doc';
import { readerParagraphs } from '@quire/shared/chapter-text';
import type { Highlight } from '@quire/shared/schemas/highlights';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeBook, makeBook } from '../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../test/helper.js';
import { convertTextChapters } from './chapter-documents.js';

/**
 * Chapters written before documents existed (decision 049): the data the earlier build left —
 * chapters with text only, highlights and paragraph comments with a paragraph index and no block
 * id — opened on this build after its start-up conversion. Every anchor must stay on the same words.
 */
const CHAPTER = [
  '## The Harbour',
  'She said "it\'s *really* the tide" -- and **left**... at dawn.',
  'A line of verse\nand the next line\nand a third',
  'if (tide == high) { sail(); }',
  'Prices were 2*3*4 and \\*starred\\* and C:\\Users stayed.',
  '### Later',
  'The keeper polished the great lens while the gulls slept.',
].join('\n\n');

describe('chapters written as text, opened after the conversion', () => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;
  let bookId: string;
  let book: MadeBook;

  beforeAll(async () => {
    ctx = await useTestContext();
    author = await ctx.signUp();
    reader = await ctx.signUp();
    book = await makeBook(ctx, author, { chapters: [{ title: 'One', content: CHAPTER }] });
    bookId = book.id;
  });
  afterAll(() => ctx.close());

  const chapterUrl = () => `/api/books/${bookId}/chapters/1`;
  const openChapter = async () =>
    (await ctx.request({ method: 'GET', url: chapterUrl(), token: reader.token })).json() as ChapterResponse;

  it('keeps every highlight and paragraph comment on the same words, now with its block', async () => {
    const paragraphs = readerParagraphs(CHAPTER);
    const passages = [
      { paragraph: 0, quote: 'Harbour' },
      { paragraph: 1, quote: '“it’s really the tide”—and left…' },
      { paragraph: 2, quote: 'the next line\nand a' },
      { paragraph: 3, quote: 'sail();' },
      { paragraph: 4, quote: '*starred*' },
      { paragraph: 6, quote: 'great lens' },
    ];
    for (const { paragraph, quote } of passages) {
      const start = paragraphs[paragraph]!.indexOf(quote);
      expect(start, quote).toBeGreaterThanOrEqual(0);
      const made = await ctx.request({
        method: 'POST',
        url: `${chapterUrl()}/highlights`,
        token: reader.token,
        payload: { paragraph, start, end: start + quote.length, quote, color: 'blue' },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const commented = await ctx.request({
      method: 'POST',
      url: `${chapterUrl()}/comments`,
      token: reader.token,
      payload: { content: 'Lovely lens.', anchor: { paragraph: 6, quote: 'great lens' } },
    });
    expect(commented.statusCode, commented.body).toBe(201);

    // What the earlier build stored: no documents and no block ids.
    const db = ctx.database.db;
    await db.execute(sql`update chapters set doc = null`);
    await db.execute(sql`update highlights set block_id = null`);
    await db.execute(sql`update comments set anchor_block_id = null`);

    expect(await convertTextChapters(db as never)).toBeGreaterThanOrEqual(1);
    expect(await convertTextChapters(db as never)).toBe(0);

    const chapter = await openChapter();
    const blocks = textBlocks(chapter.doc as ChapterDoc);
    expect(blocks.map((block) => block.text)).toEqual(paragraphs);
    expect(chapter.content).toBe(CHAPTER);

    const listed = await ctx.request({
      method: 'GET',
      url: `/api/books/${bookId}/highlights`,
      token: reader.token,
    });
    const highlights = listed.json() as Highlight[];
    expect(highlights).toHaveLength(passages.length);
    for (const highlight of highlights) {
      const block = blocks[highlight.paragraph]!;
      expect(highlight.blockId).toBe(block.id);
      expect(block.text.slice(highlight.start, highlight.end)).toBe(highlight.quote);
      expect(highlight.detached).toBe(false);
    }
    const commentRows = await db.execute(
      sql`select anchor_paragraph as paragraph, anchor_block_id as "blockId" from comments where book_id = ${bookId}`,
    );
    const [comment] = (commentRows as unknown as { rows: { paragraph: number; blockId: string }[] }).rows;
    expect(comment!.blockId).toBe(blocks[comment!.paragraph]!.id);
  });

  it('finds that nothing is left to convert in the index of chapters without a document', async () => {
    // Decision 058: a start reads this index, not every chapter.
    const plan = await ctx.database.db.execute(
      sql`explain (costs off) select id, content from chapters where doc is null order by id limit 200`,
    );
    const lines = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
    expect(lines.join('\n')).toContain('chapters_without_doc_idx');
    expect(await convertTextChapters(ctx.database.db as never)).toBe(0);
  });

  it('keeps the blocks an edit leaves alone, and moves the anchors with their words', async () => {
    const before = textBlocks((await openChapter()).doc as ChapterDoc);
    const edited = `A new opening paragraph.\n\n${CHAPTER.replace('polished', 'carefully polished')}`;
    const saved = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${bookId}`,
      token: author.token,
      payload: { ...book.fields, chapters: [{ title: 'One', content: edited }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = textBlocks((await openChapter()).doc as ChapterDoc);
    expect(after.map((block) => block.text)).toEqual(readerParagraphs(edited));
    // Unchanged paragraphs keep their ids, one place down; the new and the changed get new ones.
    expect(after.slice(1, 7).map((block) => block.id)).toEqual(before.slice(0, 6).map((block) => block.id));
    expect(after[7]!.id).not.toBe(before[6]!.id);

    const highlights = (
      await ctx.request({ method: 'GET', url: `/api/books/${bookId}/highlights`, token: reader.token })
    ).json() as Highlight[];
    for (const highlight of highlights) {
      const block = after[highlight.paragraph]!;
      expect(highlight.blockId).toBe(block.id);
      expect(block.text.slice(highlight.start, highlight.end)).toBe(highlight.quote);
      expect(highlight.detached).toBe(false);
    }
    expect(highlights.find((h) => h.quote.includes('lens'))?.paragraph).toBe(7);
  });
});

describe('chapters sent as documents', () => {
  let ctx: TestContext;
  let author: TestUser;
  beforeAll(async () => {
    ctx = await useTestContext();
    author = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const doc = (href: string): ChapterDoc => ({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { id: 'h', level: 2 }, content: [{ type: 'text', text: 'Ports' }] },
      {
        type: 'table',
        attrs: { id: 't' },
        content: [
          {
            type: 'tableRow',
            content: ['Port', 'Days'].map((text, i) => ({
              type: 'tableHeader' as const,
              attrs: { id: `th${i}`, colspan: 1, rowspan: 1 },
              content: [
                {
                  type: 'paragraph' as const,
                  attrs: { id: `thp${i}` },
                  content: [{ type: 'text' as const, text }],
                },
              ],
            })),
          },
        ],
      },
      {
        type: 'paragraph',
        attrs: { id: 'p' },
        content: [
          { type: 'text', text: 'H' },
          { type: 'text', text: '2', marks: [{ type: 'subscript' }] },
          { type: 'text', text: 'O, see ' },
          { type: 'text', text: 'the chart', marks: [{ type: 'link', attrs: { href } }] },
        ],
      },
    ],
  });

  it('saves the document as sent, answers it to the reader and writes the text from it', async () => {
    const book = await makeBook(ctx, author, {
      chapters: [{ title: 'One', content: '', doc: doc('https://example.com/chart') }] as never,
    });
    const chapter = (
      await ctx.request({ method: 'GET', url: `/api/books/${book.id}/chapters/1`, token: author.token })
    ).json() as ChapterResponse;
    expect(chapter.doc).toEqual(doc('https://example.com/chart'));
    expect(textBlocks(chapter.doc).map((block) => block.text)).toEqual([
      'Ports',
      'Port',
      'Days',
      'H2O, see the chart',
    ]);
    expect(chapter.wordCount).toBe(7);
    expect(chapter.content).toContain('Ports');
    expect(chapter.content).toContain('the chart');
  });

  it('refuses a document that could run something', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: author.token,
      payload: {
        title: 'Unsafe',
        author: 'Someone',
        isbn: '9780000000019',
        chapters: [{ title: 'One', content: '', doc: doc('javascript:alert(1)') }],
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
