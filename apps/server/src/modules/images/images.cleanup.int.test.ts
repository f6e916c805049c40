import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { images } from '../../db/schema.js';
import { createImagesRepository } from './images.repository.js';

let ctx: TestContext;
let writer: TestUser;
let isbn = 9_783_300_000_000;
let shade = 0;

/** A PNG of a size no other test here uploads (images are stored once per content). */
function freshPng() {
  shade += 1;
  return sharp({
    create: { width: 40 + shade, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

function multipart(field: string, data: Buffer) {
  const boundary = `----quire${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadImage(user: TestUser): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token: user.token,
    ...multipart('file', await freshPng()),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().public_id;
}

async function uploadAvatar(user: TestUser): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/auth/user/avatar',
    token: user.token,
    ...multipart('avatar', await freshPng()),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json().avatarUrl as string).split('/').pop()!;
}

const bookBody = (coverImage: string | null) => ({
  title: 'Covered',
  author: 'Writer',
  isbn: String(++isbn),
  coverImage,
  chapters: [{ title: 'C', content: 'T' }],
});

async function createBook(user: TestUser, coverImage: string | null) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: user.token,
    payload: bookBody(coverImage),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

/** Makes images look uploaded two hours ago. */
const age = (ids: string[]) =>
  ctx.app.db
    .update(images)
    .set({ createdAt: sql`now() - interval '2 hours'` })
    .where(inArray(images.id, ids));
const remaining = async (ids: string[]) =>
  (await ctx.app.db.select({ id: images.id }).from(images).where(inArray(images.id, ids)))
    .map((r) => r.id)
    .sort();
const exists = async (id: string) => (await remaining([id])).length === 1;

/** The cleanup after a write runs once its answer is out: wait for it. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error('condition not reached');
}

beforeAll(async () => {
  ctx = await useTestContext();
  writer = await ctx.signUp({ name: 'Writer' });
});

describe('deleteUnreferenced', () => {
  it('deletes old images nothing references and keeps covers, avatars and recent uploads', async () => {
    const orphan = await uploadImage(writer);
    const recentOrphan = await uploadImage(writer);
    const cover = await uploadImage(writer);
    const thumbCover = await uploadImage(writer);
    const absoluteCover = await uploadImage(writer);
    await createBook(writer, `/api/images/${cover}`);
    await createBook(writer, `/api/images/${thumbCover}/thumb`);
    await createBook(writer, `https://quire.example.com/api/images/${absoluteCover}`);
    const reader = await ctx.signUp({ name: 'Avatar owner' });
    const avatar = await uploadAvatar(reader);
    await age([orphan, cover, thumbCover, absoluteCover, avatar]);

    const deleted = await createImagesRepository(ctx.app.db).deleteUnreferenced({ olderThanSeconds: 3600 });

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await remaining([recentOrphan, cover, thumbCover, absoluteCover, avatar])).toEqual(
      [recentOrphan, cover, thumbCover, absoluteCover, avatar].sort(),
    );
  });

  it("keeps an image a chapter's figure shows", async () => {
    const figure = await uploadImage(writer);
    const orphan = await uploadImage(writer);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: writer.token,
      payload: {
        ...bookBody(null),
        chapters: [
          {
            title: 'Pictured',
            content: '',
            doc: {
              type: 'doc',
              content: [
                {
                  type: 'figure',
                  attrs: { id: 'f1', src: `/api/images/${figure}`, alt: 'A picture' },
                  content: [{ type: 'text', text: 'Its caption' }],
                },
              ],
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    await age([figure, orphan]);

    await createImagesRepository(ctx.app.db).deleteUnreferenced({ olderThanSeconds: 3600 });
    await createImagesRepository(ctx.app.db).deleteIfUnused(figure);

    expect(await exists(figure)).toBe(true);
    expect(await exists(orphan)).toBe(false);
  });

  it('limits itself to one uploader when asked', async () => {
    const other = await ctx.signUp({ name: 'Other' });
    const mine = await uploadImage(writer);
    const theirs = await uploadImage(other);
    await age([mine, theirs]);
    await createImagesRepository(ctx.app.db).deleteUnreferenced({
      olderThanSeconds: 3600,
      ownerId: other.id,
    });
    expect(await exists(mine)).toBe(true);
    expect(await exists(theirs)).toBe(false);
  });

  it('gives an old image uploaded again a fresh hour', async () => {
    const png = await freshPng();
    const upload = () =>
      ctx.request({ method: 'POST', url: '/api/images', token: writer.token, ...multipart('file', png) });
    const id = (await upload()).json().public_id;
    await age([id]);
    expect((await upload()).json().public_id).toBe(id);
    await createImagesRepository(ctx.app.db).deleteUnreferenced({ olderThanSeconds: 3600 });
    expect(await exists(id)).toBe(true);
  });
});

describe('cleanup after writes', () => {
  it("deletes a book's replaced cover once it is older than an hour", async () => {
    const oldCover = await uploadImage(writer);
    const bookId = await createBook(writer, `/api/images/${oldCover}`);
    await age([oldCover]);
    const newCover = await uploadImage(writer);
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${bookId}`,
      token: writer.token,
      payload: { ...bookBody(`/api/images/${newCover}`), isbn: String(++isbn) },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => !(await exists(oldCover)));
    expect(await exists(newCover)).toBe(true);
  });

  it("deletes a deleted book's cover", async () => {
    const cover = await uploadImage(writer);
    const bookId = await createBook(writer, `/api/images/${cover}`);
    await age([cover]);
    expect(await exists(cover)).toBe(true);
    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${bookId}`, token: writer.token });
    expect(res.statusCode).toBe(200);
    await eventually(async () => !(await exists(cover)));
  });

  it('keeps a cover that another book still uses', async () => {
    const cover = await uploadImage(writer);
    const first = await createBook(writer, `/api/images/${cover}`);
    await createBook(writer, `/api/images/${cover}`);
    await age([cover]);
    await ctx.request({ method: 'DELETE', url: `/api/books/${first}`, token: writer.token });
    // Let the cleanup after the delete run, then check the shared cover is still there.
    await createImagesRepository(ctx.app.db).deleteUnreferenced({
      olderThanSeconds: 3600,
      ownerId: writer.id,
    });
    expect(await exists(cover)).toBe(true);
  });
});

describe('sweep at start', () => {
  it('deletes old unreferenced images once an instance that started has answered', async () => {
    const orphan = await uploadImage(writer);
    await age([orphan]);
    const { buildApp } = await import('../../app.js');
    const second = await buildApp({ env: ctx.app.env, database: ctx.database, logger: false });
    await second.ready();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nothing is swept before the first answer (decision 058).
    expect(await exists(orphan)).toBe(true);
    expect((await second.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await eventually(async () => !(await exists(orphan)));
    await second.close();
    const [row] = await ctx.app.db.select({ id: images.id }).from(images).where(eq(images.id, orphan));
    expect(row).toBeUndefined();
  });
});
