import { readerParagraphs } from '@quire/shared/chapter-text';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { editBook, makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { chapters, comments, highlights } from '../../db/schema.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

/** The author's one-chapter book, and a way to save its chapter's text again. */
async function createBook(content: string) {
  const chapter = (text: string) => [{ title: 'One', content: text }];
  const book = await makeBook(ctx, author, {
    title: 'Anchored',
    author: 'Mara Quill',
    chapters: chapter(content),
  });
  return {
    id: book.id,
    save: async (next: string) => void (await editBook(ctx, book, { chapters: chapter(next) })),
  };
}

/** Where `quote` first is in the chapter's displayed paragraphs. */
function place(content: string, quote: string) {
  const paragraphs = readerParagraphs(content);
  const paragraph = paragraphs.findIndex((p) => p.includes(quote));
  if (paragraph === -1) throw new Error(`"${quote}" is not in the chapter`);
  const start = paragraphs[paragraph]!.indexOf(quote);
  return { paragraph, start, end: start + quote.length };
}

async function highlight(bookId: string, content: string, quote: string) {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/books/${bookId}/chapters/1/highlights`,
    token: reader.token,
    payload: { ...place(content, quote), quote, color: 'blue' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}

async function paragraphComment(bookId: string, content: string, quote: string) {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/books/${bookId}/chapters/1/comments`,
    token: reader.token,
    payload: { content: `On ${quote}`, anchor: { paragraph: place(content, quote).paragraph, quote } },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}

const storedHighlights = (bookId: string) =>
  ctx.app.db
    .select({
      paragraph: highlights.paragraph,
      start: highlights.start,
      end: highlights.end,
      quote: highlights.quote,
      prefix: highlights.prefix,
      suffix: highlights.suffix,
      detached: highlights.detached,
      updatedAt: highlights.updatedAt,
    })
    .from(highlights)
    .where(eq(highlights.bookId, bookId))
    .orderBy(asc(highlights.createdAt));

const storedComments = (bookId: string) =>
  ctx.app.db
    .select({
      paragraph: comments.anchorParagraph,
      start: comments.anchorStart,
      end: comments.anchorEnd,
      quote: comments.anchorQuote,
      prefix: comments.anchorPrefix,
      suffix: comments.anchorSuffix,
      detached: comments.anchorDetached,
    })
    .from(comments)
    .where(eq(comments.bookId, bookId))
    .orderBy(asc(comments.createdAt));

/** What each anchor should be after the edit: its passage's new place, quote and context. */
function expectedAt(content: string, quote: string) {
  const at = place(content, quote);
  const text = readerParagraphs(content)[at.paragraph]!;
  return {
    ...at,
    quote,
    prefix: text.slice(Math.max(0, at.start - 32), at.start),
    suffix: text.slice(at.end, at.end + 32),
    detached: false,
  };
}

beforeAll(async () => {
  ctx = await useTestContext();
  author = await makeUser(ctx, { name: 'Mara' });
  reader = await makeUser(ctx, { name: 'Tomas' });
});

describe('PUT /api/upload-book/:id re-anchors every highlight and paragraph comment of a rewritten chapter', () => {
  it('writes each row its own place, quote and context, awkward characters included', async () => {
    // Quotes, backslashes, braces, commas, the word NULL and characters beyond the BMP: what an
    // array literal or a VALUES list could mangle.
    const awkward = [
      'She wrote "NULL" on the crate, {sealed}, and left.',
      'A path like C:\\\\harbour\\\\nets was chalked on the wall.',
      'He said: it’s “quiet”, isn’t it — and smiled 🌊 twice.',
      'Nothing, nothing at all, and then a bell, a comma, a brace }.',
    ].join('\n\n');
    const quotes = [
      '"NULL" on the crate, {sealed}',
      'C:\\harbour\\nets',
      '“quiet”, isn’t it — and smiled 🌊',
      'a brace }',
    ];
    const book = await createBook(awkward);
    for (const quote of quotes) {
      await highlight(book.id, awkward, quote);
      await paragraphComment(book.id, awkward, quote);
    }
    const before = await storedHighlights(book.id);

    const edited = `A storm had passed in the night.\n\n${awkward}`;
    await book.save(edited);
    const afterHighlights = await storedHighlights(book.id);
    expect(afterHighlights.map(({ updatedAt: _, ...anchor }) => anchor)).toEqual(
      quotes.map((quote) => expectedAt(edited, quote)),
    );
    // Following its passage is not the reader's edit.
    expect(afterHighlights.map((h) => h.updatedAt)).toEqual(before.map((h) => h.updatedAt));
    expect(await storedComments(book.id)).toEqual(quotes.map((quote) => expectedAt(edited, quote)));
  });

  it('moves hundreds of rows at once, each to its own passage, and detaches only those whose passage went', async () => {
    const count = 150;
    const GONE = 7;
    const quotesOf = (n: number) =>
      n === GONE ? ['a lantern of green glass', 'the drowned bell tolled'] : [`shell ${n}a`, `shell ${n}b`];
    const original = Array.from({ length: count }, (_, n) => {
      const [a, b] = quotesOf(n);
      return `Wave ${n} rolled in at ${n} past, carrying ${a} and ${b} to the ${n}th stone.`;
    }).join('\n\n');
    const book = await createBook(original);
    const [chapter] = await ctx.app.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.bookId, book.id));
    const quotes = Array.from({ length: count }, (_, n) => quotesOf(n)).flat();
    // Written directly: six hundred requests would only slow the test down.
    const anchors = quotes.map((quote) => expectedAt(original, quote));
    await ctx.app.db.insert(highlights).values(
      anchors.map((anchor) => ({
        userId: reader.id,
        bookId: book.id,
        chapterId: chapter!.id,
        color: 'yellow' as const,
        ...anchor,
      })),
    );
    await ctx.app.db.insert(comments).values(
      anchors.map((anchor) => ({
        bookId: book.id,
        chapterId: chapter!.id,
        userId: reader.id,
        content: `On ${anchor.quote}`,
        anchorParagraph: anchor.paragraph,
        anchorStart: anchor.start,
        anchorEnd: anchor.end,
        anchorQuote: anchor.quote,
        anchorPrefix: anchor.prefix,
        anchorSuffix: anchor.suffix,
      })),
    );

    // A new first paragraph, every paragraph's passages swapped round and reworded around, one paragraph gone.
    const edited = [
      'The tide turned.',
      ...Array.from({ length: count }, (_, n) => n)
        .filter((n) => n !== GONE)
        .map((n) => {
          const [a, b] = quotesOf(n);
          return `Wave ${n} rolled in: ${b} first, then ${a}, to the ${n}th stone.`;
        }),
    ].join('\n\n');
    await book.save(edited);

    const expected = new Map(
      quotes.map((quote, index) => [
        quote,
        quotesOf(GONE).includes(quote) ? { ...anchors[index]!, detached: true } : expectedAt(edited, quote),
      ]),
    );
    const byQuote = <T extends { quote: string | null }>(rows: T[]) =>
      new Map(rows.map((row) => [row.quote, row]));
    const movedHighlights = byQuote(
      (await storedHighlights(book.id)).map(({ updatedAt: _, ...anchor }) => anchor),
    );
    const movedComments = byQuote(await storedComments(book.id));
    expect(movedHighlights).toEqual(expected);
    expect(movedComments).toEqual(expected);
    expect(movedHighlights.get('shell 3a')).toMatchObject({ paragraph: 4 });
    expect(movedComments.get('shell 149b')).toMatchObject({ paragraph: 149 });
  });
});
