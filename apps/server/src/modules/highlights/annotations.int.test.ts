import { HIGHLIGHT_MESSAGES } from '@quire/shared/messages/highlights';
import type { Highlight } from '@quire/shared/schemas/highlights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBook } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * Highlights out and back in as annotations (decision 054): a W3C Web Annotation collection and a
 * Readium Annotation Set, each imported into an empty book as the same highlights, and imported
 * twice as once.
 */
const ONE = '## The Harbour\n\nThe keeper polished the great lens while the gulls slept.';
const TWO = 'Waves 🌊 broke on the “harbour wall” at dawn.\n\nA line of verse\nand the next';

describe('highlights as annotations', () => {
  let ctx: TestContext;
  let reader: TestUser;
  let bookId: string;

  beforeAll(async () => {
    ctx = await useTestContext();
    const author = await ctx.signUp();
    reader = await ctx.signUp();
    const book = await makeBook(ctx, author, {
      chapters: [
        { title: 'One', content: ONE },
        { title: 'Two', content: TWO },
      ],
    });
    bookId = book.id;
    const highlight = async (
      chapter: number,
      paragraph: number,
      text: string,
      quote: string,
      body: object,
    ) => {
      const start = text.indexOf(quote);
      const res = await ctx.request({
        method: 'POST',
        url: `/api/books/${bookId}/chapters/${chapter}/highlights`,
        token: reader.token,
        payload: { paragraph, start, end: start + quote.length, quote, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await highlight(1, 1, 'The keeper polished the great lens while the gulls slept.', 'great lens', {
      color: 'green',
    });
    await highlight(2, 0, 'Waves 🌊 broke on the “harbour wall” at dawn.', '“harbour wall”', {
      color: 'pink',
      note: 'Stone, not brick.',
    });
    await highlight(2, 1, 'A line of verse\nand the next', 'verse\nand', { color: 'blue' });
  });
  afterAll(() => ctx.close());

  const list = async () =>
    (
      await ctx.request({ method: 'GET', url: `/api/books/${bookId}/highlights`, token: reader.token })
    ).json() as Highlight[];
  const exported = async (format: 'jsonld' | 'annotation') => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/highlights/export.${format}?bookId=${bookId}`,
      token: reader.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const importFile = async (file: unknown) =>
    ctx.request({
      method: 'POST',
      url: `/api/books/${bookId}/highlights/import`,
      token: reader.token,
      payload: file as object,
    });
  const removeAll = async (highlights: Highlight[]) => {
    for (const h of highlights)
      expect(
        (await ctx.request({ method: 'DELETE', url: `/api/highlights/${h._id}`, token: reader.token }))
          .statusCode,
      ).toBe(200);
  };

  it('writes W3C Web Annotations with a quote and a position in code points', async () => {
    const file = (await exported('jsonld')) as {
      '@context': string;
      type: string;
      total: number;
      first: {
        items: { target: { source: string; selector: { type: string; start?: number; exact?: string }[] } }[];
      };
    };
    expect(file['@context']).toBe('http://www.w3.org/ns/anno.jsonld');
    expect(file.type).toBe('AnnotationCollection');
    expect(file.total).toBe(3);
    const wall = file.first.items.find((item) => item.target.selector[0]!.exact === '“harbour wall”')!;
    expect(wall.target.source).toMatch(new RegExp(`/api/books/${bookId}/chapters/2$`));
    // "Waves 🌊 broke on the " is 21 code points (the wave is one, two code units).
    expect(wall.target.selector[1]).toEqual({ type: 'TextPositionSelector', start: 21, end: 35 });
  });

  it.each(['jsonld', 'annotation'] as const)(
    'takes its own %s export back exactly, and a second time adds nothing',
    async (format) => {
      const before = await list();
      const file = await exported(format);
      if (format === 'annotation') {
        expect(file.type).toBe('AnnotationSet');
        expect((file.about as Record<string, unknown>)['dc:identifier']).toContain(`urn:uuid:${bookId}`);
      }
      await removeAll(before);
      const first = await importFile(file);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ imported: 3, alreadyThere: 0, notFound: 0 });
      const after = await list();
      const shape = (h: Highlight) => [
        h._id,
        h.chapterNumber,
        h.paragraph,
        h.start,
        h.end,
        h.quote,
        h.color,
        h.note,
        h.createdAt,
      ];
      expect(after.map(shape)).toEqual(before.map(shape));
      const again = await importFile(file);
      expect(again.json()).toEqual({ imported: 0, alreadyThere: 3, notFound: 0 });
      expect(await list()).toHaveLength(3);
    },
  );

  it('places a foreign annotation by its quote and context, and counts what it cannot place', async () => {
    const res = await importFile({
      '@context': 'http://www.w3.org/ns/anno.jsonld',
      type: 'AnnotationSet',
      items: [
        {
          type: 'Annotation',
          id: 'urn:uuid:5f0c7f8e-1111-4aaa-8bbb-000000000001',
          body: { type: 'TextualBody', value: 'Dawn again', color: 'orange' },
          target: {
            source: 'OEBPS/chapter-002.xhtml',
            selector: [{ type: 'TextQuoteSelector', exact: 'at dawn', prefix: 'wall” ', suffix: '.' }],
          },
        },
        {
          type: 'Annotation',
          target: {
            source: 'OEBPS/chapter-001.xhtml',
            selector: [{ type: 'TextQuoteSelector', exact: 'a sentence nowhere in this book at all' }],
          },
        },
      ],
    });
    expect(res.json()).toEqual({ imported: 1, alreadyThere: 0, notFound: 1 });
    const dawn = (await list()).find((h) => h.quote === 'at dawn')!;
    expect(dawn).toMatchObject({ chapterNumber: 2, paragraph: 0, color: 'yellow', note: 'Dawn again' });
  });

  it('refuses a file that is no annotation file', async () => {
    const res = await importFile({ hello: 'world' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HIGHLIGHT_MESSAGES.annotationsUnreadable);
  });
});
