import { randomUUID } from 'node:crypto';
import { OFFLINE_MESSAGES } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapters } from '../../db/schema.js';

let ctx: TestContext;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ctx = await useTestContext();
  [a, b] = await Promise.all([ctx.signUp({ name: 'Ada' }), ctx.signUp({ name: 'Bo' })]);
});

async function createBook(chapterCount = 10) {
  const [book] = await ctx.app.db
    .insert(books)
    .values({
      title: `Book ${randomUUID().slice(0, 6)}`,
      author: 'Test Author',
      isbn: `979${Math.floor(Math.random() * 1e10)
        .toString()
        .padStart(10, '0')}`,
      category: 'Fiction',
      chapterCount,
      wordCount: chapterCount * 100,
    })
    .returning();
  await ctx.app.db.insert(chapters).values(
    Array.from({ length: chapterCount }, (_, i) => ({
      bookId: book!.id,
      number: i + 1,
      title: `Chapter ${i + 1}`,
      content: 'word '.repeat(100).trim(),
      wordCount: 100,
    })),
  );
  return book!.id;
}

const PHONE = 'phone-device-0001';
const LAPTOP = 'laptop-device-0001';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const save = (bookId: string, body: Record<string, unknown>, user: TestUser = a, headers = {}) =>
  ctx.request({
    method: 'PUT',
    url: `/api/books/${bookId}/position`,
    token: user.token,
    payload: body,
    headers,
  });
const read = (bookId: string, deviceId?: string, user: TestUser = a) =>
  ctx.request({
    method: 'GET',
    url: `/api/books/${bookId}/position${deviceId ? `?deviceId=${deviceId}` : ''}`,
    token: user.token,
  });

describe('PUT /api/books/:id/position with devices', () => {
  it('answers the device label, when it was read, and whether another device saved it', async () => {
    const book = await createBook();
    const readAt = minutesAgo(120);
    const saved = await save(book, {
      chapter: 7,
      position: 0.2,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      chapter: 7,
      position: 0.2,
      deviceLabel: 'phone',
      readAt,
      fromOtherDevice: false,
      applied: true,
    });
    expect((await read(book, LAPTOP)).json()).toMatchObject({
      chapter: 7,
      deviceLabel: 'phone',
      readAt,
      fromOtherDevice: true,
    });
    expect((await read(book, PHONE)).json()).toMatchObject({ fromOtherDevice: false });
    // Without a device id the answer keeps its old meaning.
    expect((await read(book)).json()).toMatchObject({ chapter: 7, fromOtherDevice: false });
  });

  it('never lets an older read overwrite a newer one', async () => {
    const book = await createBook();
    await save(book, {
      chapter: 5,
      position: 0.5,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(1),
    });
    // The same device's queued older save arrives late.
    const late = await save(book, {
      chapter: 6,
      position: 0.1,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(10),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ chapter: 5, position: 0.5, applied: false });
    // Another device that had seen the newer place, but with an older clock reading.
    const stored = (await read(book, LAPTOP)).json();
    const older = await save(book, {
      chapter: 2,
      position: 0,
      deviceId: LAPTOP,
      deviceLabel: 'computer',
      readAt: minutesAgo(5),
      syncedAt: stored.readAt,
    });
    expect(older.json()).toMatchObject({ chapter: 5, position: 0.5, deviceLabel: 'phone', applied: false });
  });

  it('clamps a read time in the future to now', async () => {
    const book = await createBook();
    const before = Date.now();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const saved = (
      await save(book, { chapter: 1, position: 0.3, deviceId: PHONE, deviceLabel: 'phone', readAt: future })
    ).json();
    expect(Date.parse(saved.readAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(saved.readAt)).toBeLessThanOrEqual(Date.now());
  });

  it('a device that saw the other place and moved on wins, even backwards', async () => {
    const book = await createBook();
    await save(book, {
      chapter: 7,
      position: 0.2,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(120),
    });
    const seen = (await read(book, LAPTOP)).json();
    const moved = await save(book, {
      chapter: 3,
      position: 0.4,
      deviceId: LAPTOP,
      deviceLabel: 'computer',
      readAt: minutesAgo(0),
      syncedAt: seen.readAt,
    });
    expect(moved.json()).toMatchObject({ chapter: 3, position: 0.4, deviceLabel: 'computer', applied: true });
  });

  it('when both moved without seeing each other, the furthest place wins in either order', async () => {
    for (const order of [
      ['phone', 'laptop'],
      ['laptop', 'phone'],
    ]) {
      const book = await createBook();
      const base = (
        await save(book, {
          chapter: 2,
          position: 0,
          deviceId: PHONE,
          deviceLabel: 'phone',
          readAt: minutesAgo(60),
        })
      ).json();
      const phone = {
        chapter: 9,
        position: 0.5,
        deviceId: PHONE,
        deviceLabel: 'phone',
        readAt: minutesAgo(30),
        syncedAt: base.readAt,
      };
      const laptop = {
        chapter: 4,
        position: 0.9,
        deviceId: LAPTOP,
        deviceLabel: 'computer',
        readAt: minutesAgo(10),
        syncedAt: base.readAt,
      };
      for (const device of order) await save(book, device === 'phone' ? phone : laptop);
      expect((await read(book, LAPTOP)).json(), order.join(' then ')).toMatchObject({
        chapter: 9,
        position: 0.5,
        deviceLabel: 'phone',
        fromOtherDevice: true,
      });
    }
  });

  it('a place the reader chose wins over a further one read elsewhere', async () => {
    const book = await createBook();
    await save(book, {
      chapter: 8,
      position: 0.1,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(5),
    });
    const chosen = await save(book, {
      chapter: 2,
      position: 0.1,
      deviceId: LAPTOP,
      deviceLabel: 'computer',
      readAt: minutesAgo(1),
      syncedAt: null,
      chosen: true,
    });
    expect(chosen.json()).toMatchObject({ chapter: 2, deviceLabel: 'computer', applied: true });
  });

  it('replays a queued save sent twice with the same Idempotency-Key, recording it once', async () => {
    const book = await createBook();
    const key = randomUUID();
    const body = { chapter: 3, position: 0.25, deviceId: PHONE, deviceLabel: 'phone', readAt: minutesAgo(3) };
    const first = await save(book, body, a, { 'idempotency-key': key });
    // Meanwhile the reader moved on elsewhere.
    await save(book, {
      chapter: 4,
      position: 0,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(1),
    });
    const again = await save(book, body, a, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await read(book, PHONE)).json()).toMatchObject({ chapter: 4, position: 0 });
  });

  it('keeps each user to their own place', async () => {
    const book = await createBook();
    await save(book, {
      chapter: 6,
      position: 0.5,
      deviceId: PHONE,
      deviceLabel: 'phone',
      readAt: minutesAgo(1),
    });
    expect((await read(book, LAPTOP, b)).json()).toMatchObject({
      chapter: null,
      deviceLabel: null,
      fromOtherDevice: false,
    });
  });

  it('validates the device fields', async () => {
    const book = await createBook();
    const badId = await save(book, { chapter: 1, position: 0, deviceId: 'no spaces allowed' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(OFFLINE_MESSAGES.deviceIdInvalid);
    const badLabel = await save(book, { chapter: 1, position: 0, deviceId: PHONE, deviceLabel: 'toaster' });
    expect(badLabel.statusCode).toBe(400);
    expect(badLabel.json().message).toBe(OFFLINE_MESSAGES.deviceLabelInvalid);
    const badTime = await save(book, { chapter: 1, position: 0, deviceId: PHONE, readAt: 'yesterday' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(OFFLINE_MESSAGES.readAtInvalid);
  });
});
