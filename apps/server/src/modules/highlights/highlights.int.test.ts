import { HIGHLIGHT_MESSAGES, type Highlight, SERVER_MESSAGES } from '@quire/shared';
import { readerParagraphs } from '@quire/shared/chapter-text';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { editBook, type MadeBook, makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { highlights } from '../../db/schema.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
let admin: TestUser;

const LIGHTHOUSE = [
  'The lighthouse keeper woke before dawn, as he had every morning for thirty years.',
  'He climbed the spiral stairs and polished the great lens until it shone like a second moon.',
  'Far below, the sea was grey and patient, and the gulls had not yet begun to argue.',
].join('\n\n');

interface ChapterInput {
  title: string;
  content: string;
}

/** The author's book, published unless `published` says otherwise. */
const createBook = (
  title = 'The Keeper',
  chapters: ChapterInput[] = [{ title: 'Dawn', content: LIGHTHOUSE }],
  published?: boolean,
) => makeBook(ctx, author, { title, author: 'Mara Quill', chapters, published });

/** Saves the book again with these chapters (its other fields unchanged). */
const editChapters = (book: MadeBook, chapters: ChapterInput[]) => editBook(ctx, book, { chapters });

/** The body of a highlight on the first occurrence of `quote` in the chapter's text. */
function on(content: string, quote: string, extra: Record<string, unknown> = {}) {
  const paragraphs = readerParagraphs(content);
  const paragraph = paragraphs.findIndex((p) => p.includes(quote));
  if (paragraph === -1) throw new Error(`"${quote}" is not in the chapter`);
  const start = paragraphs[paragraph]!.indexOf(quote);
  return { paragraph, start, end: start + quote.length, quote, color: 'yellow', ...extra };
}

const highlight = (
  token: string | undefined,
  bookId: string,
  chapter: number,
  payload: Record<string, unknown>,
) =>
  ctx.request({ method: 'POST', url: `/api/books/${bookId}/chapters/${chapter}/highlights`, token, payload });

async function listHighlights(token: string, bookId: string): Promise<Highlight[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/books/${bookId}/highlights`, token });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

const patch = (token: string | undefined, id: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PATCH', url: `/api/highlights/${id}`, token, payload });
const remove = (token: string | undefined, id: string) =>
  ctx.request({ method: 'DELETE', url: `/api/highlights/${id}`, token });

beforeAll(async () => {
  ctx = await useTestContext();
  author = await makeUser(ctx, { name: 'Mara' });
  reader = await makeUser(ctx, { name: 'Reader' });
  other = await makeUser(ctx, { name: 'Other' });
  admin = await makeUser(ctx, { name: 'Admin', role: 'admin' });
});

describe('POST /api/books/:id/chapters/:number/highlights', () => {
  it('answers 201 with the highlight, its context and note', async () => {
    const book = await createBook();
    const res = await highlight(
      reader.token,
      book.id,
      1,
      on(LIGHTHOUSE, 'polished the great lens', { color: 'green', note: '  The lens!  ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bookId: book.id,
      chapterNumber: 1,
      chapterTitle: 'Dawn',
      paragraph: 1,
      start: 33,
      end: 56,
      quote: 'polished the great lens',
      prefix: 'e climbed the spiral stairs and ',
      suffix: ' until it shone like a second mo',
      color: 'green',
      note: 'The lens!',
      detached: false,
    });
  });

  it.each([
    [
      'a quote that is not the text there',
      { quote: 'polished the small lens' },
      HIGHLIGHT_MESSAGES.quoteMismatch,
    ],
    ['a paragraph the chapter does not have', { paragraph: 9 }, HIGHLIGHT_MESSAGES.paragraphNotFound],
    ['an end beyond the paragraph', { start: 80, end: 500 }, HIGHLIGHT_MESSAGES.offsetsInvalid],
    ['a start after the end', { start: 20, end: 10 }, HIGHLIGHT_MESSAGES.offsetsInvalid],
    ['an unknown colour', { color: 'purple' }, HIGHLIGHT_MESSAGES.colorInvalid],
    ['an empty quote', { quote: '' }, HIGHLIGHT_MESSAGES.quoteBlank],
    ['a note too long', { note: 'n'.repeat(2001) }, HIGHLIGHT_MESSAGES.noteTooLong],
  ])('refuses %s with its message and stores nothing', async (_case, change, message) => {
    const book = await createBook();
    const res = await highlight(reader.token, book.id, 1, {
      ...on(LIGHTHOUSE, 'polished the great lens'),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await listHighlights(reader.token, book.id)).toEqual([]);
  });

  it('answers 404 for an unknown chapter or book, for another author’s draft, and 401 without a token', async () => {
    const book = await createBook();
    const body = on(LIGHTHOUSE, 'spiral stairs');
    expect((await highlight(reader.token, book.id, 2, body)).json().message).toBe('Chapter not found');
    const unknown = await highlight(reader.token, '00000000-0000-4000-8000-000000000000', 1, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    const draft = await createBook('Unpublished', [{ title: 'One', content: LIGHTHOUSE }], false);
    expect((await highlight(reader.token, draft.id, 1, body)).statusCode).toBe(404);
    expect((await highlight(undefined, book.id, 1, body)).statusCode).toBe(401);
  });
});

describe('GET /api/books/:id/highlights', () => {
  it('lists only the caller’s own, in reading order across chapters', async () => {
    const second = 'Night came.\n\nThe lamp turned all night, patient and bright.';
    const book = await createBook('Two Nights', [
      { title: 'Dawn', content: LIGHTHOUSE },
      { title: 'Dusk', content: second },
    ]);
    await highlight(reader.token, book.id, 2, on(second, 'patient and bright'));
    await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'the gulls'));
    await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'spiral stairs'));
    await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'keeper'));
    await highlight(other.token, book.id, 1, on(LIGHTHOUSE, 'second moon'));
    const mine = await listHighlights(reader.token, book.id);
    expect(mine.map((h) => [h.chapterNumber, h.quote])).toEqual([
      [1, 'keeper'],
      [1, 'spiral stairs'],
      [1, 'the gulls'],
      [2, 'patient and bright'],
    ]);
    expect((await listHighlights(other.token, book.id)).map((h) => h.quote)).toEqual(['second moon']);
    // Not even an admin sees another reader's highlights.
    expect(await listHighlights(admin.token, book.id)).toEqual([]);
  });

  it('answers 404 for an unknown book', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/books/nope/highlights', token: reader.token });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/highlights/:hid', () => {
  it('changes the colour and the note; an empty note removes it', async () => {
    const book = await createBook();
    const created = (await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'second moon'))).json();
    const recoloured = await patch(reader.token, created._id, { color: 'pink' });
    expect(recoloured.statusCode).toBe(200);
    expect(recoloured.json()).toMatchObject({ color: 'pink', note: null });
    const noted = await patch(reader.token, created._id, { note: 'Like the moon over the bay.' });
    expect(noted.json()).toMatchObject({ color: 'pink', note: 'Like the moon over the bay.' });
    const cleared = await patch(reader.token, created._id, { note: '   ' });
    expect(cleared.json().note).toBeNull();
    const nothing = await patch(reader.token, created._id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(HIGHLIGHT_MESSAGES.nothingToChange);
  });

  it('answers 404 to anyone but the owner (admins included) and changes nothing', async () => {
    const book = await createBook();
    const created = (
      await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'second moon', { note: 'mine' }))
    ).json();
    for (const token of [other.token, admin.token, author.token]) {
      const res = await patch(token, created._id, { color: 'blue', note: 'theirs' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(HIGHLIGHT_MESSAGES.highlightNotFound);
    }
    expect((await listHighlights(reader.token, book.id))[0]).toMatchObject({ color: 'yellow', note: 'mine' });
    expect((await patch(reader.token, 'not-an-id', { color: 'blue' })).statusCode).toBe(404);
    expect((await patch(undefined, created._id, { color: 'blue' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/highlights/:hid', () => {
  it('lets only the owner remove a highlight', async () => {
    const book = await createBook();
    const created = (await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'thirty years'))).json();
    for (const token of [other.token, admin.token]) {
      const res = await remove(token, created._id);
      expect(res.statusCode).toBe(404);
    }
    expect(await listHighlights(reader.token, book.id)).toHaveLength(1);
    const res = await remove(reader.token, created._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: HIGHLIGHT_MESSAGES.highlightDeleted });
    expect(await listHighlights(reader.token, book.id)).toEqual([]);
    expect((await remove(reader.token, created._id)).statusCode).toBe(404);
  });
});

describe('GET /api/highlights/export.md', () => {
  it('answers Markdown: the title, the author, then per chapter each quote with its note and a link back', async () => {
    const book = await createBook('The *Keeper*');
    await highlight(
      reader.token,
      book.id,
      1,
      on(LIGHTHOUSE, 'polished the great lens', { note: 'Shine on.' }),
    );
    await highlight(other.token, book.id, 1, on(LIGHTHOUSE, 'thirty years', { note: 'not yours' }));
    const res = await ctx.request({
      method: 'GET',
      url: `/api/highlights/export.md?bookId=${book.id}`,
      token: reader.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [id] = (await listHighlights(reader.token, book.id)).map((h) => h._id);
    expect(res.body).toBe(
      [
        '# The \\*Keeper\\*',
        '',
        '*Mara Quill*',
        '',
        '## Chapter 1: Dawn',
        '',
        '> polished the great lens',
        '',
        'Shine on.',
        '',
        `[Open in Quire](http://localhost:80/book-reader?book=${book.id}&chapter=1&paragraph=1&highlight=${id})`,
        '',
      ].join('\n'),
    );
    expect(res.body).not.toContain('not yours');
  });

  it('needs a book the caller may read and a token', async () => {
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/highlights/export.md?bookId=x',
      token: reader.token,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.request({
      method: 'GET',
      url: '/api/highlights/export.md?bookId=00000000-0000-4000-8000-000000000000',
      token: reader.token,
    });
    expect(unknown.statusCode).toBe(404);
    const book = await createBook();
    expect(
      (await ctx.request({ method: 'GET', url: `/api/highlights/export.md?bookId=${book.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('re-anchoring when the author edits a chapter', () => {
  it('keeps, moves and detaches highlights, and reattaches one whose passage comes back', async () => {
    const book = await createBook();
    const lens = (
      await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'polished the great lens'))
    ).json();
    const gulls = (
      await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'the gulls had not yet begun'))
    ).json();
    const keeper = (
      await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'lighthouse keeper', { note: 'Him.' }))
    ).json();

    // A new first paragraph moves every passage down by one; the gulls' sentence goes away.
    const edited = `A storm had passed in the night.\n\n${LIGHTHOUSE.replace(', and the gulls had not yet begun to argue', '')}`;
    await editChapters(book, [{ title: 'Dawn', content: edited }]);
    const after = new Map((await listHighlights(reader.token, book.id)).map((h) => [h._id, h]));
    const paragraphs = readerParagraphs(edited);
    for (const id of [lens._id, keeper._id]) {
      const moved = after.get(id)!;
      expect(moved.detached).toBe(false);
      expect(paragraphs[moved.paragraph]!.slice(moved.start, moved.end)).toBe(moved.quote);
    }
    expect(after.get(lens._id)).toMatchObject({ paragraph: 2, quote: 'polished the great lens' });
    expect(after.get(keeper._id)).toMatchObject({ paragraph: 1, note: 'Him.' });
    // Detached: kept with its quote and listed after the placed ones.
    expect(after.get(gulls._id)).toMatchObject({ detached: true, quote: 'the gulls had not yet begun' });
    expect([...after.values()].at(-1)!._id).toBe(gulls._id);

    // The sentence comes back: the highlight attaches again.
    await editChapters(book, [{ title: 'Dawn', content: LIGHTHOUSE }]);
    const back = (await listHighlights(reader.token, book.id)).find((h) => h._id === gulls._id)!;
    expect(back).toMatchObject({ detached: false, paragraph: 2, quote: 'the gulls had not yet begun' });
  });

  it('follows a passage through a paragraph split and leaves other chapters alone', async () => {
    const book = await createBook('Split', [
      { title: 'Dawn', content: LIGHTHOUSE },
      { title: 'Dusk', content: 'Night fell on the keeper.' },
    ]);
    const moon = (await highlight(reader.token, book.id, 1, on(LIGHTHOUSE, 'like a second moon'))).json();
    const dusk = (
      await highlight(reader.token, book.id, 2, on('Night fell on the keeper.', 'Night fell'))
    ).json();
    const split = LIGHTHOUSE.replace('stairs and polished', 'stairs.\n\nThen he polished');
    await editChapters(book, [
      { title: 'Dawn', content: split },
      { title: 'Dusk', content: 'Night fell on the keeper.' },
    ]);
    const list = await listHighlights(reader.token, book.id);
    expect(list.find((h) => h._id === moon._id)).toMatchObject({
      paragraph: 2,
      quote: 'like a second moon',
      detached: false,
    });
    expect(list.find((h) => h._id === dusk._id)).toMatchObject({
      paragraph: 0,
      start: 0,
      updatedAt: dusk.updatedAt,
    });
  });

  it('keeps a highlight whose chapter is removed, detached with its quote and note', async () => {
    const book = await createBook('Shrinking', [
      { title: 'Dawn', content: LIGHTHOUSE },
      { title: 'Dusk', content: 'Night fell on the keeper.' },
    ]);
    await highlight(
      reader.token,
      book.id,
      2,
      on('Night fell on the keeper.', 'Night fell', { note: 'Keep me' }),
    );
    await editChapters(book, [{ title: 'Dawn', content: LIGHTHOUSE }]);
    expect(await listHighlights(reader.token, book.id)).toMatchObject([
      { chapterNumber: null, detached: true, quote: 'Night fell', note: 'Keep me' },
    ]);
    expect(await ctx.app.db.select().from(highlights).where(eq(highlights.bookId, book.id))).toHaveLength(1);
  });
});
