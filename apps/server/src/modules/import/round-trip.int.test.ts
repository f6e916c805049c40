import { randomUUID } from 'node:crypto';
import { parseParagraph, readerParagraphs, splitParagraphs } from '@quire/shared/chapter-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * Books in and out agree: a book exported as an EPUB and imported again has the same chapters,
 * titles, text and formatting (headings, emphasis, verse lines, characters XML must escape).
 */
let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  ctx = await useTestContext();
  author = await ctx.signUp({ name: 'Ada Author' });
  reader = await ctx.signUp({ name: 'Rita Reader' });
});

const CHAPTERS = [
  {
    title: 'The Orchard & the <Gate>',
    content:
      'It was *late* when the **gate** opened; nobody said "why".\n\n## A Heading Inside\n\nShe counted 2*3*4 apples -- then stopped...\n\nA line of verse,\nand the next line,\nand a third.',
  },
  {
    title: 'Harvest',
    content: 'Seven eight. ***Both*** at once.\n\n### Smaller heading\n\n東京の夜 — Ночь.',
  },
  { title: 'Winter', content: 'Snow.' },
];

describe('import(export(book))', () => {
  it('gives back the same chapters, titles, text and formatting', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: author.token,
      payload: {
        title: 'The Orchard',
        author: 'Ada Lindqvist',
        isbn: `isbn-${randomUUID().slice(0, 18)}`,
        category: 'Fiction',
        publicationYear: 2020,
        publisher: 'Quire Press',
        language: 'English',
        description: 'Apples and secrets.',
        chapters: CHAPTERS,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };

    // A reader downloads the published book, then imports the file as their own draft.
    const exported = await ctx.request({
      method: 'GET',
      url: `/api/books/${id}/export.epub`,
      token: reader.token,
    });
    expect(exported.statusCode).toBe(200);
    const imported = await ctx.request({
      method: 'POST',
      url: '/api/books/import',
      token: reader.token,
      ...multipartFile('the-orchard.epub', exported.rawPayload, { contentType: 'application/epub+zip' }),
    });
    expect(imported.statusCode).toBe(201);
    const book = imported.json() as {
      title: string;
      author: string;
      published: boolean;
      chapters: { title: string; content: string }[];
    };
    expect(book).toMatchObject({ title: 'The Orchard', author: 'Ada Lindqvist', published: false });
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(CHAPTERS.map((chapter) => chapter.title));
    book.chapters.forEach((chapter, index) => {
      const original = CHAPTERS[index]!.content;
      // The text the reader shows, paragraph by paragraph...
      expect(readerParagraphs(chapter.content)).toEqual(readerParagraphs(original));
      // ...and its headings and emphasis.
      expect(splitParagraphs(chapter.content).map(parseParagraph)).toEqual(
        splitParagraphs(original).map(parseParagraph),
      );
    });
  });
});
