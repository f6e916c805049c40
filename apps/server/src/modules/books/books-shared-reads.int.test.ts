import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSmallBooks, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { createOutboxRepository } from '../../outbox/outbox.repository.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { createHighlightsRepository } from '../highlights/highlights.repository.js';
import { createImagesRepository } from '../images/images.repository.js';
import { type BookRow, createBooksCatalogueRepository } from './books-catalogue.repository.js';
import { createBooksRepository } from './books.repository.js';
import { createChaptersRepository } from './chapters.repository.js';

/** The catalogue's list engine on `db`, with the books repository that writes through it. */
function catalogueWithWriter(db: Db) {
  const catalogue = createBooksCatalogueRepository(db);
  const outbox = createOutboxRepository({ db, kind: 'pglite' }, () => undefined);
  const writer = createBooksRepository(db, {
    catalogue,
    chapters: createChaptersRepository(db),
    images: createImagesRepository(db),
    highlights: createHighlightsRepository(db),
    comments: createCommentsRepository(db, outbox),
    outbox,
  });
  return { ...catalogue, insertBook: writer.insertBook };
}

/**
 * Many readers asking for the same catalogue page at once (a popular search whose remembered page
 * just expired) share one search and one count; each still gets their own entry, like and rating.
 */
let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let db: Db;
let pinned: pg.PoolClient | undefined;
let restore = () => {};
const statements: string[] = [];
let likedId: string;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp();
  reader = await ctx.signUp();
  const ids = await publishSmallBooks(ctx, owner, {
    title: 'Shared Read',
    author: 'Ada Reader',
    isbnStem: '978000001',
    count: 3,
  });
  likedId = ids[2]!;
  const liked = await ctx.request({ method: 'POST', url: `/api/books/${likedId}/like`, token: reader.token });
  expect(liked.statusCode).toBe(200);

  // Every statement the repository sends is recorded.
  type Query = (...args: unknown[]) => unknown;
  const record = (target: { query: Query }) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const [config] = args;
      statements.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return original.apply(this, args);
    };
    return () => {
      target.query = original;
    };
  };
  if (ctx.database.kind === 'postgres') {
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    pinned = await pool.connect();
    restore = record(pinned as unknown as { query: Query });
    db = drizzle(pinned, { schema }) as unknown as Db;
  } else {
    restore = record((ctx.database.db as unknown as { $client: { query: Query } }).$client);
    db = ctx.database.db;
  }
});

afterAll(() => {
  restore();
  pinned?.release();
});

describe('concurrent reads of one catalogue page', () => {
  it('run one search and one count, and answer each caller with their own rows', async () => {
    const books = catalogueWithWriter(db);
    const page = { sort: 'createdAt', order: 'desc', limit: 8, offset: 0 } as const;
    const callers = [reader.id, ...Array.from({ length: 11 }, () => randomUUID())];
    statements.length = 0;
    const answers = await Promise.all(
      callers.map(async (userId) => {
        const filter = { userId, q: 'shared read' };
        const [rows, total] = await Promise.all([books.listBooks(filter, page), books.countBooks(filter)]);
        return { rows, total };
      }),
    );
    const searches = statements.filter((text) => /\bilike\b/i.test(text));
    // One page search and one count, not one of each per caller.
    expect(searches).toHaveLength(2);
    const titles = (rows: BookRow[]) => rows.map((b) => b.title);
    for (const { rows, total } of answers) {
      expect(titles(rows)).toEqual(['Shared Read 3', 'Shared Read 2', 'Shared Read 1']);
      expect(total).toBe(3);
    }
    const likedBy = (rows: BookRow[]) => rows.find((b) => b.id === likedId)?.isLiked;
    expect(likedBy(answers[0]!.rows)).toBe(true);
    for (const { rows } of answers.slice(1)) expect(likedBy(rows)).toBe(false);
  });

  it('search once for a search that finds nothing: its total is known to be zero', async () => {
    const books = catalogueWithWriter(db);
    const page = { sort: 'createdAt', order: 'desc', limit: 8, offset: 0 } as const;
    const filter = { userId: reader.id, q: 'no such shared read' };
    statements.length = 0;
    // As the service asks: the page first, then its total.
    const rows = await books.listBooks(filter, page);
    const total = await books.countBooks(filter);
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect(statements.filter((text) => /\bilike\b/i.test(text))).toHaveLength(1);
    // Past the end of a search that does find books, nothing is known: the total is counted.
    statements.length = 0;
    const beyond = await books.listBooks({ ...filter, q: 'shared read' }, { ...page, offset: 8 });
    expect(beyond).toEqual([]);
    expect(await books.countBooks({ ...filter, q: 'shared read' })).toBeGreaterThanOrEqual(3);
    expect(statements.filter((text) => /\bilike\b/i.test(text))).toHaveLength(2);
  });

  it('does not share a read that began before a write', async () => {
    const books = catalogueWithWriter(db);
    const page = { sort: 'createdAt', order: 'desc', limit: 8, offset: 0 } as const;
    const filter = { userId: reader.id, q: 'shared read' };
    const before = Promise.all([books.listBooks(filter, page), books.countBooks(filter)]);
    // A book written through the repository while the first read runs.
    const write = books.insertBook(
      {
        title: 'Shared Read 4',
        author: 'Ada Reader',
        isbn: '9780000019999',
        category: 'Fiction',
        ownerId: owner.id,
        published: true,
      },
      [{ title: 'Only', content: 'One chapter.' }],
    );
    await write;
    const [rows, total] = await Promise.all([books.listBooks(filter, page), books.countBooks(filter)]);
    await before;
    expect(rows.map((b) => b.title)).toEqual([
      'Shared Read 4',
      'Shared Read 3',
      'Shared Read 2',
      'Shared Read 1',
    ]);
    expect(total).toBe(4);
  });
});
