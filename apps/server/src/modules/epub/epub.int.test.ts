import { randomUUID } from 'node:crypto';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { epubcheck, findEpubcheck } from '../../../test/epubcheck.js';

let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp({ name: 'Ada Author' });
  reader = await ctx.signUp({ name: 'Rita Reader' });
});

const ODD_TITLE = `Tom & Jerry's <"Big"> Day — 東京の夜 / Ночь`;

async function createBook(token: string, overrides: Record<string, unknown> = {}) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token,
    payload: {
      title: 'The Orchard',
      author: 'Ada Lindqvist',
      isbn: `isbn-${randomUUID().slice(0, 18)}`,
      category: 'Fiction',
      publicationYear: 2020,
      publisher: 'Quire Press',
      language: 'English',
      description: 'Apples and secrets.',
      chapters: [
        { title: 'Blossom', content: 'One two three.\n\nFour five six.' },
        { title: 'Harvest', content: 'Seven eight.' },
      ],
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; downloads: number };
}

async function uploadCover(token: string) {
  const png = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token,
    ...multipartFile('c.png', png, { contentType: 'image/png' }),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { secure_url: string }).secure_url;
}

const exportBook = (id: string, token?: string) =>
  ctx.request({ method: 'GET', url: `/api/books/${id}/export.epub`, token });

const downloadsOf = async (id: string) =>
  (
    (await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: owner.token })).json() as {
      downloads: number;
    }
  ).downloads;

describe('GET /api/books/:id/export.epub', () => {
  it('answers an EPUB attachment named after the title to a reader of a published book', async () => {
    const book = await createBook(owner.token, { title: ODD_TITLE });
    const res = await exportBook(book.id, reader.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    const disposition = String(res.headers['content-disposition']);
    const prefix = `attachment; filename="Tom-Jerry-s-Big-Day.epub"; filename*=UTF-8''`;
    expect(disposition.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(disposition.slice(prefix.length))).toBe(
      "Tom & Jerry's  Big  Day — 東京の夜   Ночь.epub",
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the owner export a draft and answers 404 to anyone else, as for an unknown id', async () => {
    const draft = await createBook(owner.token, { published: false, title: 'Secret draft' });
    expect((await exportBook(draft.id, owner.token)).statusCode).toBe(200);
    const other = await exportBook(draft.id, reader.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Book not found', code: 'NOT_FOUND' });
    expect((await exportBook(randomUUID(), reader.token)).json()).toEqual(other.json());
    expect((await exportBook('not-an-id', reader.token)).json()).toEqual(other.json());
    expect((await exportBook(draft.id)).statusCode).toBe(401);
  });

  it('writes mimetype first and stored, then the container, package, navigation and one file per chapter', async () => {
    const book = await createBook(owner.token);
    const bytes = (await exportBook(book.id, owner.token)).rawPayload;
    // Local file header of the first entry: signature, method 0 (stored), no extra field.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(8)).toBe(0);
    const nameLength = bytes.readUInt16LE(26);
    expect(bytes.readUInt16LE(28)).toBe(0);
    expect(bytes.subarray(30, 30 + nameLength).toString()).toBe('mimetype');
    expect(bytes.subarray(30 + nameLength, 30 + nameLength + 20).toString()).toBe('application/epub+zip');

    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/content.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/toc.ncx',
      'OEBPS/style.css',
      'OEBPS/title.xhtml',
      'OEBPS/chapter-001.xhtml',
      'OEBPS/chapter-002.xhtml',
    ]);
    for (const [name, data] of Object.entries(files))
      if (/\.(xml|opf|xhtml|ncx)$/.test(name)) expect(XMLValidator.validate(strFromU8(data))).toBe(true);
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain(`<dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>`);
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:publisher>Quire Press</dc:publisher>');
    expect(opf).toContain('<dc:date>2020</dc:date>');
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
    const chapter = strFromU8(files['OEBPS/chapter-001.xhtml']!);
    expect(chapter).toContain('<h2>Blossom</h2>');
    expect(chapter).toContain('<p>One two three.</p>\n<p>Four five six.</p>');
  });

  it('puts a cover from our image host in as a JPEG marked cover-image, read through the images module', async () => {
    const cover = await uploadCover(owner.token);
    const book = await createBook(owner.token, { coverImage: cover });
    const files = unzipSync(new Uint8Array((await exportBook(book.id, reader.token)).rawPayload));
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain(
      '<item id="cover-image" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>',
    );
    expect(opf).toContain('<itemref idref="cover"/>');
    const jpeg = files['OEBPS/images/cover.jpg']!;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(strFromU8(files['OEBPS/nav.xhtml']!)).toContain('<a epub:type="cover" href="cover.xhtml">');

    // A cover hosted elsewhere is left out: the export never fetches URLs.
    const external = await createBook(owner.token, { coverImage: 'https://images.example/cover.jpg' });
    const names = Object.keys(
      unzipSync(new Uint8Array((await exportBook(external.id, owner.token)).rawPayload)),
    );
    expect(names.filter((name) => name.includes('cover'))).toEqual([]);
  });

  it('counts one download per reader, none for the author, and none after the reader already started the book', async () => {
    const book = await createBook(owner.token);
    await exportBook(book.id, owner.token);
    expect(await downloadsOf(book.id)).toBe(0);
    await exportBook(book.id, reader.token);
    await exportBook(book.id, reader.token);
    expect(await downloadsOf(book.id)).toBe(1);
    // Opening the first chapter after the download is the same taking of the book.
    await ctx.request({ method: 'GET', url: `/api/books/${book.id}/chapters/1`, token: reader.token });
    expect(await downloadsOf(book.id)).toBe(1);

    const second = await createBook(owner.token);
    const another = await ctx.signUp();
    await ctx.request({ method: 'GET', url: `/api/books/${second.id}/chapters/1`, token: another.token });
    expect(await downloadsOf(second.id)).toBe(1);
    await exportBook(second.id, another.token);
    expect(await downloadsOf(second.id)).toBe(1);
  });

  it('builds the file without an HTTP request (the account export) and counts nothing', async () => {
    const book = await createBook(owner.token, { published: false, chapters: [] });
    const service = ctx.app.services.epub;
    const file = await service.buildBookEpub({ id: owner.id, role: 'reader' }, book.id);
    expect(file.fileName).toBe('The-Orchard.epub');
    const files = unzipSync(file.bytes);
    expect(strFromU8(files['OEBPS/nav.xhtml']!)).toContain('<li><a href="title.xhtml">The Orchard</a></li>');
    await expect(service.buildBookEpub({ id: reader.id, role: 'reader' }, book.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('epubcheck', () => {
  it('finds no error and no warning in exported books with and without a cover, odd characters and non-Latin text', async (test) => {
    const command = await findEpubcheck();
    if (!command) {
      // CI installs epubcheck (.ci/run): missing there is a failure, never a silent pass.
      if (process.env.CI) throw new Error('epubcheck is not installed (apt-get install epubcheck)');
      test.skip('epubcheck is not installed here: apt-get install -y epubcheck to run this check');
      return;
    }
    const cover = await uploadCover(owner.token);
    const books = [
      await createBook(owner.token, {
        title: ODD_TITLE,
        author: `O'Brien & <Söhne> "Ltd"`,
        description: 'Tags <b>not</b> bold & "quotes" \'single\'',
        publisher: 'Éditions <Fleur>',
        language: 'Japanese',
        coverImage: cover,
        chapters: [
          {
            title: 'Chapter <1> & "more"',
            content:
              'a < b && c > d "quoted" \'single\'\n\n東京の夜は静かだった。\nНочь была тихой.\n\nمرحبا بالعالم',
          },
          {
            title: '第二章',
            content: 'Verse one\nVerse two\n\n<script>alert(1)</script>\n\nEnd -- of it...',
          },
        ],
      }),
      await createBook(owner.token, { title: 'Plain, no cover', language: 'Klingon-ish' }),
      await createBook(owner.token, { title: 'Empty draft', published: false, chapters: [] }),
    ];
    for (const book of books) {
      const res = await exportBook(book.id, owner.token);
      expect(res.statusCode).toBe(200);
      const report = await epubcheck(command, res.rawPayload);
      expect(report.output).toContain('No errors or warnings detected');
      expect(report.clean).toBe(true);
    }
  }, 300_000);
});
