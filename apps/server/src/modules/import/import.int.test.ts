import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IMPORT_MAX_UNPACKED_MB,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_MESSAGES,
  IMPORT_UNKNOWN_AUTHOR,
} from '@quire/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import {
  CONTAINER_XML,
  handMadeEpub,
  OPF,
  writeZip,
  zipBomb,
} from '../../../test/fixtures/books/zip-writer.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/books');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
});

const multipart = (filename: string, data: Buffer, field = 'file') =>
  multipartFile(filename, data, { field });

const importFile = (filename: string, data: Buffer, user: TestUser = owner) =>
  ctx.request({ method: 'POST', url: '/api/books/import', token: user.token, ...multipart(filename, data) });

const counts = async () => {
  const result = (await ctx.database.db.execute(
    sql.raw(
      'select (select count(*)::int from books) as books, (select count(*)::int from chapters) as chapters, (select count(*)::int from images) as images',
    ),
  )) as unknown as { rows: { books: number; chapters: number; images: number }[] };
  return result.rows[0]!;
};

interface Imported {
  _id: string;
  title: string;
  author: string;
  isbn: string;
  language: string;
  publisher: string;
  description: string;
  publicationYear: number;
  category: string;
  coverImage: string | null;
  published: boolean;
  ownerId: string;
  message: string;
  importNotes: string[];
  format: string;
  chapters: { title: string; content: string; chapterNumber: number; wordCount: number }[];
}

describe('POST /api/books/import — EPUB', () => {
  it('imports a pandoc EPUB 3 as the caller’s draft: nav titles, metadata, cover through the image host', async () => {
    const res = await importFile('lantern-keeper.epub3.epub', fixture('lantern-keeper.epub3.epub'));
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book).toMatchObject({
      title: 'The Lantern Keeper',
      author: 'Maren Holt',
      isbn: '9780306406157',
      language: 'British English',
      publisher: 'Quire Test Press',
      description: 'A short tale of a keeper, a storm and a very stubborn lamp.',
      publicationYear: 1911,
      category: 'Fiction',
      published: false,
      ownerId: owner.id,
      message: IMPORT_MESSAGES.imported,
      format: 'epub',
    });
    // The title page and the navigation document are not chapters.
    expect(book.chapters.map((c) => c.title)).toEqual(['The Storm', 'The Ship', 'The Letter']);
    expect(book.chapters[0]!.content).toContain('*Keep the light*, his father had told him');
    expect(book.chapters[1]!.content).toContain('**It was not enough.**');
    expect(book.chapters[0]!.content.split('\n\n')).toHaveLength(3);
    // Markers are not words.
    expect(book.chapters[1]!.wordCount).toBe(
      book.chapters[1]!.content.replace(/\*/g, '').split(/\s+/).length,
    );

    expect(book.coverImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const cover = await ctx.request({ method: 'GET', url: book.coverImage! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('imports a pandoc EPUB 2 with NCX titles', async () => {
    const res = await importFile('lantern-keeper.epub2.epub', fixture('lantern-keeper.epub2.epub'));
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book.chapters.map((c) => c.title)).toEqual(['The Storm', 'The Ship', 'The Letter']);
    // The same ISBN is already held by the EPUB 3 import: a placeholder, and a note saying so.
    expect(book.isbn).toMatch(/^IMPORT-[0-9A-F]{12}$/);
    expect(book.importNotes).toContain(IMPORT_MESSAGES.isbnReplaced);
    expect(book.coverImage).toMatch(/^\/api\/images\//);
  });

  it('imports a calibre EPUB (guide and meta cover, calibre’s own markup)', async () => {
    const res = await importFile('salt-and-cedar.calibre.epub', fixture('salt-and-cedar.calibre.epub'));
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book).toMatchObject({ title: 'Salt and Cedar', author: 'Idris Vane', isbn: '9781861972712' });
    expect(book.chapters.map((c) => c.title)).toEqual([
      'The First Letter',
      'The Second Letter',
      'The Third Letter',
    ]);
    expect(book.chapters[0]!.content.startsWith('Dear Tomas,\n\nThe cedars have come down')).toBe(true);
    expect(book.coverImage).toMatch(/^\/api\/images\//);
  });

  it('accepts font obfuscation, drops chapter images with a note, names untitled chapters', async () => {
    const encryption = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
      <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
      <enc:CipherData><enc:CipherReference URI="OEBPS/font.otf"/></enc:CipherData></enc:EncryptedData></encryption>`;
    const chapter = `<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Words <img src="a.png"/> and <script>alert(1)</script>more words<br/>on a new line.</p><p>2*3*4 &amp; &lt;b&gt;</p></body></html>`;
    const res = await importFile(
      'fonts.epub',
      handMadeEpub([
        { name: 'META-INF/encryption.xml', data: encryption },
        { name: 'OEBPS/chapter-1.xhtml', data: chapter },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book.chapters).toHaveLength(1);
    expect(book.chapters[0]!.title).toBe('Chapter 1');
    // Chapters from a document carry their text as Markdown (decision 049): stars that are text are escaped.
    expect(book.chapters[0]!.content).toBe('Words and more words\non a new line.\n\n2\\*3\\*4 & <b>');
    expect(book.author).toBe(IMPORT_UNKNOWN_AUTHOR);
    expect(book.importNotes).toContain(IMPORT_MESSAGES.imagesDropped(1));
    expect(book.importNotes).toContain(IMPORT_MESSAGES.isbnMissing);
  });
});

describe('POST /api/books/import — Markdown and plain text', () => {
  it('imports Markdown: front matter, # headings start chapters, emphasis kept in the subset', async () => {
    const res = await importFile('salt-and-cedar.md', fixture('salt-and-cedar.md'));
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book).toMatchObject({
      title: 'Salt and Cedar',
      author: 'Idris Vane',
      format: 'markdown',
      published: false,
    });
    expect(book.chapters.map((c) => c.title)).toEqual([
      'The First Letter',
      'The Second Letter',
      'The Third Letter',
    ]);
  });

  it('makes a preface of text before the first heading, and converts _emphasis_ and __strong__', async () => {
    const text =
      'Some words before.\n\n# One\n\nShe _really_ went __there__, 2\\*3\\*4 and a * star.\n\n### A scene\n\nMore.\n\n## Two\n\nEnd.';
    const res = await importFile('my-notes.md', Buffer.from(text));
    const book = res.json() as Imported;
    expect(book.title).toBe('My notes');
    expect(book.chapters.map((c) => c.title)).toEqual(['Preface', 'One', 'Two']);
    expect(book.chapters[1]!.content).toBe(
      'She *really* went **there**, 2\\*3\\*4 and a \\* star.\n\n## A scene\n\nMore.',
    );
  });

  it('imports plain text with chapter headings, its title and author from the top', async () => {
    const res = await importFile('harbour-notes.txt', fixture('harbour-notes.txt'));
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book).toMatchObject({ title: 'Harbour Notes', author: 'Oona Fairley', format: 'text' });
    expect(book.chapters.map((c) => c.title)).toEqual([
      'CHAPTER ONE',
      'Chapter 2: The Market',
      'Chapter IV: The Sea',
    ]);
    // Hard-wrapped prose flows.
    expect(book.chapters[0]!.content.includes('\n')).toBe(false);
  });

  it('reads roman numeral headings, a Windows-1252 file, and one chapter when there are no headings', async () => {
    const roman = await importFile('verses.txt', Buffer.from('I.\n\nFirst part.\n\nII.\n\nSecond\npart.'));
    expect((roman.json() as Imported).chapters.map((c) => [c.title, c.content])).toEqual([
      ['I', 'First part.'],
      ['II', 'Second\npart.'],
    ]);
    const cp1252 = Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x2a, 0x6f, 0x6b, 0x2a]);
    const single = await importFile('cafe_notes.txt', cp1252);
    const book = single.json() as Imported;
    expect(book.title).toBe('Cafe notes');
    expect(book.chapters).toEqual([
      expect.objectContaining({ title: 'Chapter 1', content: '\u201cCaf\u00e9\u201d \\*ok\\*' }),
    ]);
    const bom = await importFile(
      'bom.txt',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Hello.')]),
    );
    expect((bom.json() as Imported).chapters[0]!.content).toBe('Hello.');
  });
});

describe('POST /api/books/import — the draft belongs to its owner', () => {
  it('is visible only to its owner and readable chapter by chapter through the reader', async () => {
    const res = await importFile('lantern-keeper.md', fixture('lantern-keeper.md'));
    const book = res.json() as Imported;
    expect(book.published).toBe(false);

    const mine = await ctx.request({
      method: 'GET',
      url: '/api/books?mine=true&limit=50',
      token: owner.token,
    });
    expect((mine.json() as { books: { _id: string }[] }).books.map((b) => b._id)).toContain(book._id);
    const catalogue = await ctx.request({ method: 'GET', url: '/api/books?limit=50', token: other.token });
    expect((catalogue.json() as { books: { _id: string }[] }).books.map((b) => b._id)).not.toContain(
      book._id,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/books/${book._id}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/books/${book._id}/chapters/1`, token: other.token }))
        .statusCode,
    ).toBe(404);

    const toc = await ctx.request({
      method: 'GET',
      url: `/api/books/${book._id}/chapters`,
      token: owner.token,
    });
    expect(toc.statusCode).toBe(200);
    expect((toc.json() as { totalChapters: number }).totalChapters).toBe(3);
    const chapter = await ctx.request({
      method: 'GET',
      url: `/api/books/${book._id}/chapters/2`,
      token: owner.token,
    });
    expect(chapter.statusCode).toBe(200);
    expect(chapter.json()).toMatchObject({ chapterNumber: 2, title: 'The Ship' });
    expect((chapter.json() as { content: string }).content).toContain('**It was not enough.**');
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/books/import',
      ...multipart('a.txt', Buffer.from('Hi.')),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/books/import — refusals store nothing', () => {
  const refusals: [string, string, () => Buffer, number, string][] = [
    [
      'not a zip',
      'broken.epub',
      () => Buffer.from('This is not a zip file at all.'),
      400,
      IMPORT_MESSAGES.notZip,
    ],
    [
      'no container.xml',
      'no-container.epub',
      () => handMadeEpub([], ['META-INF/container.xml']),
      400,
      IMPORT_MESSAGES.noContainer,
    ],
    ['no OPF', 'no-opf.epub', () => handMadeEpub([], ['OEBPS/content.opf']), 400, IMPORT_MESSAGES.noPackage],
    [
      'DRM',
      'drm.epub',
      () =>
        handMadeEpub([
          {
            name: 'META-INF/encryption.xml',
            data: '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/></enc:EncryptedData></encryption>',
          },
        ]),
      400,
      IMPORT_MESSAGES.encrypted,
    ],
    [
      'a ../ entry name',
      'traversal.epub',
      () => handMadeEpub([{ name: 'OEBPS/../../evil.xhtml', data: 'x' }]),
      400,
      IMPORT_MESSAGES.unsafePath,
    ],
    [
      'an absolute entry name',
      'abs.epub',
      () => handMadeEpub([{ name: '/etc/evil', data: 'x' }]),
      400,
      IMPORT_MESSAGES.unsafePath,
    ],
    [
      'a backslash',
      'bs.epub',
      () => handMadeEpub([{ name: 'OEBPS\\evil', data: 'x' }]),
      400,
      IMPORT_MESSAGES.unsafePath,
    ],
    [
      'a zip bomb (entries compressed a thousand times)',
      'bomb.epub',
      () => zipBomb(9, 25 * 1024 * 1024),
      400,
      IMPORT_MESSAGES.tooCompressed,
    ],
    [
      'a zip that lies about its size',
      'liar.epub',
      () =>
        writeZip([
          { name: 'META-INF/container.xml', data: CONTAINER_XML },
          { name: 'OEBPS/content.opf', data: OPF, declaredSize: 210 * 1024 * 1024 },
        ]),
      400,
      IMPORT_MESSAGES.tooLargeUnpacked(IMPORT_MAX_UNPACKED_MB),
    ],
    [
      'more than 10,000 entries',
      'many.epub',
      () => handMadeEpub(Array.from({ length: 10_001 }, (_, i) => ({ name: `OEBPS/f${i}.txt`, data: 'x' }))),
      400,
      IMPORT_MESSAGES.tooManyEntries(IMPORT_MAX_ZIP_ENTRIES),
    ],
    [
      'no readable text',
      'empty.epub',
      () =>
        handMadeEpub([
          { name: 'OEBPS/chapter-1.xhtml', data: '<html><body><img src="a.png"/></body></html>' },
        ]),
      400,
      IMPORT_MESSAGES.noText,
    ],
    ['an empty text file', 'empty.txt', () => Buffer.from('  \n\n '), 400, IMPORT_MESSAGES.noText],
    [
      'a binary .txt',
      'binary.txt',
      () => Buffer.from([0x00, 0x01, 0x02, 0x41]),
      400,
      IMPORT_MESSAGES.notText,
    ],
    [
      'an unsupported type',
      'book.pdf',
      () => Buffer.from('%PDF-1.7\n'),
      415,
      IMPORT_MESSAGES.unsupportedType,
    ],
  ];

  for (const [what, filename, build, status, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = await counts();
      const res = await importFile(filename, build());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message });
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a file over 50 MB with 413', async () => {
    const before = await counts();
    const res = await importFile('huge.txt', Buffer.alloc(50 * 1024 * 1024 + 10, 0x61));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: IMPORT_MESSAGES.tooLarge });
    expect(await counts()).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/books/import',
      token: owner.token,
      ...multipart('a.txt', Buffer.from('x'), 'other'),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/books/import — limits of the book form', () => {
  it('shortens a 300+ character title and splits an enormous chapter into parts', async () => {
    const longTitle = 'Long '.repeat(80).trim();
    const paragraph = 'word '.repeat(2000).trim();
    const chapter = Array.from({ length: 60 }, () => paragraph).join('\n\n');
    const res = await importFile(
      'long.md',
      Buffer.from(`---\ntitle: ${longTitle}\n---\n\n# Huge\n\n${chapter}\n`),
    );
    expect(res.statusCode).toBe(201);
    const book = res.json() as Imported;
    expect(book.title.length).toBeLessThanOrEqual(300);
    expect(book.title.endsWith('\u2026')).toBe(true);
    expect(book.chapters.map((c) => c.title)).toEqual(['Huge', 'Huge (part 2)']);
    expect(book.chapters.every((c) => c.content.length <= 500_000)).toBe(true);
    expect(book.importNotes).toEqual(
      expect.arrayContaining([IMPORT_MESSAGES.titleShortened, IMPORT_MESSAGES.chaptersSplit(1)]),
    );
  });

  it('refuses more chapters than a book may hold', async () => {
    const before = await counts();
    const text = Array.from({ length: 2001 }, (_, i) => `# C${i}\n\nText ${i}.`).join('\n\n');
    const res = await importFile('many.md', Buffer.from(text));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: IMPORT_MESSAGES.tooManyChapters });
    expect(await counts()).toEqual(before);
  });
});
