import { type Comment, HIGHLIGHT_MESSAGES } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { editBook, makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;

const TEXT = [
  'The ferry left at noon, loaded with crates of oranges.',
  'On deck a girl counted the gulls and lost count at forty.',
  'The captain whistled a tune nobody on board had heard before.',
].join('\n\n');

/** The author's published book of one chapter, `content`. */
const createBook = (content = TEXT) =>
  makeBook(ctx, author, { title: 'Crossing', author: 'Ines Vale', chapters: [{ title: 'Noon', content }] });

const comment = (token: string, bookId: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `/api/books/${bookId}/chapters/1/comments`, token, payload });

async function thread(token: string, bookId: string, query = '') {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/books/${bookId}/chapters/1/comments${query}`,
    token,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return {
    comments: res.json() as Comment[],
    total: Number(res.headers['x-total-count']),
    link: res.headers.link,
  };
}

async function paragraphCounts(token: string, bookId: string) {
  const res = await ctx.request({ method: 'GET', url: `/api/books/${bookId}/chapters/1?peek=true`, token });
  return res.json().paragraphComments as Array<{ paragraph: number; count: number }>;
}

beforeAll(async () => {
  ctx = await useTestContext();
  author = await makeUser(ctx, { name: 'Ines' });
  reader = await makeUser(ctx, { name: 'Tomas' });
});

describe('paragraph comments', () => {
  it('anchors a chapter comment to a paragraph and notifies the author as for any comment', async () => {
    const { id } = await createBook();
    const res = await comment(reader.token, id, {
      content: 'Forty gulls is a lot.',
      anchor: { paragraph: 1, quote: 'lost count at forty' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Forty gulls is a lot.',
      chapterNumber: 1,
      anchor: { paragraph: 1, quote: 'lost count at forty', detached: false },
    });
    await expect
      .poll(async () => {
        const list = await ctx.request({ method: 'GET', url: '/api/notifications', token: author.token });
        return list.json().notifications.map((n: { message: string; link: string }) => [n.message, n.link]);
      })
      .toContainEqual(['Tomas commented on "Crossing"', `/book-reader?book=${id}&chapter=1`]);
  });

  it.each([
    [
      'a quote that is not in the paragraph',
      { paragraph: 0, quote: 'lost count' },
      HIGHLIGHT_MESSAGES.quoteMismatch,
    ],
    [
      'a paragraph the chapter does not have',
      { paragraph: 7, quote: 'ferry' },
      HIGHLIGHT_MESSAGES.paragraphNotFound,
    ],
    ['an empty quote', { paragraph: 0, quote: '' }, HIGHLIGHT_MESSAGES.quoteBlank],
  ])('refuses %s', async (_case, anchor, message) => {
    const { id } = await createBook();
    const res = await comment(reader.token, id, { content: 'Hm', anchor });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await thread(reader.token, id)).total).toBe(0);
  });

  it('lists one paragraph’s thread with ?paragraph=N; the chapter list keeps every comment', async () => {
    const { id } = await createBook();
    await comment(reader.token, id, { content: 'On the gulls', anchor: { paragraph: 1, quote: 'gulls' } });
    await comment(author.token, id, { content: 'Forty, yes', anchor: { paragraph: 1, quote: 'forty' } });
    await comment(reader.token, id, {
      content: 'What tune?',
      anchor: { paragraph: 2, quote: 'whistled a tune' },
    });
    await comment(reader.token, id, { content: 'Lovely chapter' });

    const gulls = await thread(reader.token, id, '?paragraph=1');
    expect(gulls.total).toBe(2);
    expect(gulls.comments.map((c) => c.content)).toEqual(['Forty, yes', 'On the gulls']);
    const paged = await thread(reader.token, id, '?paragraph=1&limit=1');
    expect(paged.link).toBe(`</api/books/${id}/chapters/1/comments?page=2&limit=1&paragraph=1>; rel="next"`);
    expect((await thread(reader.token, id, '?paragraph=0')).total).toBe(0);

    const all = await thread(reader.token, id);
    expect(all.total).toBe(4);
    expect(all.comments[0]).toMatchObject({ content: 'Lovely chapter', anchor: null });
    expect(await paragraphCounts(reader.token, id)).toEqual([
      { paragraph: 1, count: 2 },
      { paragraph: 2, count: 1 },
    ]);
  });

  it('follows the author’s edits: moved with its paragraph, detached when its passage goes', async () => {
    const book = await createBook();
    const { id } = book;
    await comment(reader.token, id, {
      content: 'Gulls!',
      anchor: { paragraph: 1, quote: 'counted the gulls' },
    });
    await comment(reader.token, id, {
      content: 'Hum it',
      anchor: { paragraph: 2, quote: 'whistled a tune' },
    });
    const edited = `Morning fog.\n\n${TEXT.replace('The captain whistled a tune nobody on board had heard before.', 'The captain slept.')}`;
    await editBook(ctx, book, { chapters: [{ title: 'Noon', content: edited }] });

    expect(await paragraphCounts(reader.token, id)).toEqual([{ paragraph: 2, count: 1 }]);
    expect((await thread(reader.token, id, '?paragraph=2')).comments.map((c) => c.content)).toEqual([
      'Gulls!',
    ]);
    const all = await thread(reader.token, id);
    expect(all.comments.map((c) => [c.content, c.anchor])).toEqual([
      ['Hum it', { paragraph: 2, quote: 'whistled a tune', detached: true }],
      ['Gulls!', { paragraph: 2, quote: 'counted the gulls', detached: false }],
    ]);
  });
});
