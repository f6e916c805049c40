import { createHash } from 'node:crypto';
import { KOREADER_MESSAGES } from '@quire/shared/messages/koreader';
import type { ReadingPosition } from '@quire/shared/schemas/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeBook, editBook, makeBook } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * KOReader's "Progress sync" plugin against Quire (decision 055), driven as the plugin does it:
 * its headers (`x-auth-user`, `x-auth-key` = MD5 of the password), its JSON, and its document
 * digest computed here by KOReader's own rule (`util.partialMD5`, transliterated: JavaScript's
 * `<<` wraps at 32 bits like LuaJIT's `bit.lshift`, so i = -1 reads at 0) over files Quire served.
 */
function partialMd5(bytes: Uint8Array): string {
  const md5 = createHash('md5');
  for (let i = -1; i <= 10; i++) {
    const offset = 1024 << (2 * i);
    if (offset >= bytes.length) break;
    md5.update(bytes.subarray(offset, offset + 1024));
  }
  return md5.digest('hex');
}
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const KOREADER_JSON = 'application/vnd.koreader.v1+json';

const chapter = (n: number) => ({
  title: `Chapter ${n}`,
  content: `Chapter ${n} words. `.repeat(100 * n).trim(),
});

describe('KOReader progress sync', () => {
  let ctx: TestContext;
  let reader: TestUser;
  let book: MadeBook;
  let key: string;

  beforeAll(async () => {
    ctx = await useTestContext();
    const author = await ctx.signUp();
    reader = await ctx.signUp();
    book = await makeBook(ctx, author, { chapters: [chapter(1), chapter(2), chapter(3)] });
    const made = await ctx.request({
      method: 'POST',
      url: '/api/profile/app-passwords',
      token: reader.token,
      payload: { name: 'Kobo' },
    });
    expect(made.statusCode, made.body).toBe(201);
    key = md5((made.json() as { secret: string }).secret);
  });
  afterAll(() => ctx.close());

  const plugin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, authKey = key) =>
    ctx.request({
      method,
      url: `/koreader${url}`,
      headers: {
        accept: KOREADER_JSON,
        'x-auth-user': reader.email,
        'x-auth-key': authKey,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const download = async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/books/${book.id}/export.epub`,
      token: reader.token,
    });
    expect(res.statusCode).toBe(200);
    return partialMd5(res.rawPayload);
  };
  const webPosition = async () =>
    (
      await ctx.request({
        method: 'GET',
        url: `/api/books/${book.id}/position?deviceId=web-browser-1`,
        token: reader.token,
      })
    ).json() as ReadingPosition;

  it('answers the health check, refuses registration the reference way, and signs in with an app password', async () => {
    expect((await plugin('GET', '/healthcheck')).json()).toEqual({ state: 'OK' });
    const register = await plugin('POST', '/users/create', { username: 'someone', password: md5('x') });
    expect(register.statusCode).toBe(402);
    expect(register.json()).toEqual({ code: 2005, message: KOREADER_MESSAGES.registrationDisabled });
    const wrong = await plugin('GET', '/users/auth', undefined, md5('not the password'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 2001, message: 'Unauthorized' });
    const right = await plugin('GET', '/users/auth');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ authorized: 'OK' });
  });

  it('moves the web position to the device’s progress, and the device to the web’s', async () => {
    const document = await download();
    const put = await plugin('PUT', '/syncs/progress', {
      document,
      progress: '/body/DocFragment[3]/body/p[1]/text().0',
      percentage: 0.3,
      device: 'Kobo Libra 2',
      device_id: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
    });
    expect(put.statusCode, put.body).toBe(200);
    const { timestamp } = put.json() as { timestamp: number };
    expect(timestamp).toBeGreaterThan(1_700_000_000);
    expect(timestamp).toBeLessThan(Date.now() / 1000 + 1);

    const there = await webPosition();
    expect(there).toMatchObject({ chapter: 2, deviceLabel: 'e-reader', fromOtherDevice: true });
    expect(there.position).toBeGreaterThan(0);

    const own = await plugin('GET', `/syncs/progress/${document}`);
    expect(own.json()).toMatchObject({ document, percentage: 0.3, device: 'Kobo Libra 2', timestamp });

    // Read further on the web a second later: the device is told.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const saved = await ctx.request({
      method: 'PUT',
      url: `/api/books/${book.id}/position`,
      token: reader.token,
      payload: { chapter: 3, position: 0.5, deviceId: 'web-browser-1', deviceLabel: 'computer' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await plugin('GET', `/syncs/progress/${document}`)).json() as {
      progress: string;
      percentage: number;
      timestamp: number;
    };
    expect(back.progress).toBe('/body/DocFragment[4]/body');
    // Chapters of 300, 600 and 900 words: half of chapter 3 is 1,350 of 1,800.
    expect(back.percentage).toBeCloseTo(0.75, 2);
    expect(back.timestamp).toBeGreaterThan(timestamp);
  });

  it('keeps an unknown document as it is, and matches it once Quire serves that file', async () => {
    const unknown = await plugin('PUT', '/syncs/progress', {
      document: 'f'.repeat(32),
      progress: '/body/DocFragment[2]/body',
      percentage: 0.1,
      device: 'Kobo',
    });
    expect(unknown.statusCode).toBe(200);
    expect((await plugin('GET', `/syncs/progress/${'f'.repeat(32)}`)).json()).toMatchObject({
      percentage: 0.1,
    });
    expect((await plugin('GET', `/syncs/progress/${'e'.repeat(32)}`)).json()).toEqual({});

    // The writer edits the book: the next file is another file, with another digest, not yet served.
    book = await editBook(ctx, book, {
      chapters: [chapter(1), chapter(2), { ...chapter(3), title: 'The End' }],
    });
    const next = await ctx.app.services.epub.buildBookEpub({ id: reader.id, role: 'reader' }, book.id);
    const digest = partialMd5(next.bytes);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await plugin('PUT', '/syncs/progress', {
      document: digest,
      progress: '/body/DocFragment[4]/body/p[3]/text().5',
      percentage: 0.9,
      device: 'Kobo',
      device_id: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
    });
    expect(await webPosition()).toMatchObject({ chapter: 3, position: 0.5, deviceLabel: 'computer' });
    // Served now (an OPDS download or the export): the progress reaches the book.
    expect(await download()).toBe(digest);
    const moved = await webPosition();
    expect(moved).toMatchObject({ chapter: 3, deviceLabel: 'e-reader' });
    // 90% of 1,800 words is 720 of chapter 3's 900.
    expect(moved.position).toBeCloseTo(0.8, 2);
  });

  it('refuses what the reference server refuses', async () => {
    const missing = await plugin('PUT', '/syncs/progress', {
      progress: 'x',
      percentage: 0.1,
      device: 'Kobo',
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ code: 2004, message: "Field 'document' not provided." });
    const invalid = await plugin('PUT', '/syncs/progress', { document: 'abc', percentage: 'lots' });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().code).toBe(2003);
  });
});
