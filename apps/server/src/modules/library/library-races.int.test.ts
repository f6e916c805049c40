import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterMismatches } from '../../../test/faults/harness/databases.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let isbn = 9_781_100_000_000;

async function createBook(token: string) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token,
    payload: {
      title: 'Raced Book',
      author: 'Someone',
      isbn: String(++isbn),
      chapters: [{ title: 'One', content: 'Words here.' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

/** Runs `n` copies of one request at once, as a double-clicking client or a retrying proxy would. */
const together = (n: number, send: () => Promise<{ statusCode: number }>) =>
  Promise.all(Array.from({ length: n }, send));

const query = async <T>(text: string) =>
  ((await ctx.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

const one = async <T>(text: string) => (await query<T>(text))[0]!;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp({ name: 'Owner' });
  reader = await ctx.signUp({ name: 'Racer' });
});

describe('parallel toggles by one reader', () => {
  it('leave the likes counter equal to the like rows', async () => {
    const bookId = await createBook(owner.token);
    const answers = await together(50, () =>
      ctx.request({ method: 'POST', url: `/api/books/${bookId}/like`, token: reader.token }),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const row = await one<{ stored: number; rows: number }>(
      `select likes_count as stored, (select count(*)::int from likes where book_id = '${bookId}') as rows
       from books where id = '${bookId}'`,
    );
    expect(row.rows).toBeLessThanOrEqual(1);
    expect(row.stored).toBe(row.rows);
  });

  it('leave the favourites counter equal to the favourite entries', async () => {
    const bookId = await createBook(owner.token);
    const answers = await together(50, () =>
      ctx.request({ method: 'POST', url: `/api/books/${bookId}/favorite`, token: reader.token }),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const row = await one<{ stored: number; rows: number }>(
      `select favorites_count as stored,
         (select count(*)::int from library_entries where book_id = '${bookId}' and favorite) as rows
       from books where id = '${bookId}'`,
    );
    expect(row.rows).toBeLessThanOrEqual(1);
    expect(row.stored).toBe(row.rows);
  });

  it('leave the chapter votes counter equal to the vote rows', async () => {
    const bookId = await createBook(owner.token);
    const answers = await together(50, () =>
      ctx.request({ method: 'POST', url: `/api/books/${bookId}/chapters/1/vote`, token: reader.token }),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const row = await one<{ stored: number; rows: number }>(
      `select c.votes_count as stored, (select count(*)::int from chapter_votes v where v.chapter_id = c.id) as rows
       from chapters c where c.book_id = '${bookId}' and c.number = 1`,
    );
    expect(row.rows).toBeLessThanOrEqual(1);
    expect(row.stored).toBe(row.rows);
  });

  it('leave every counter of the database equal to its rows', async () => {
    const bookId = await createBook(owner.token);
    await Promise.all([
      together(20, () =>
        ctx.request({ method: 'POST', url: `/api/books/${bookId}/like`, token: reader.token }),
      ),
      together(20, () =>
        ctx.request({ method: 'POST', url: `/api/books/${bookId}/favorite`, token: reader.token }),
      ),
      together(20, () =>
        ctx.request({
          method: 'POST',
          url: `/api/books/${bookId}/rate`,
          token: reader.token,
          payload: { rating: 1 + Math.floor(Math.random() * 5) },
        }),
      ),
      together(20, () =>
        ctx.request({ method: 'GET', url: `/api/books/${bookId}/chapters/1`, token: reader.token }),
      ),
    ]);
    expect(await counterMismatches({ query, close: async () => undefined })).toEqual([]);
  });
});

describe('parallel first-time status saves', () => {
  it('all answer 200 and store one entry', async () => {
    const bookId = await createBook(owner.token);
    const answers = await together(20, () =>
      ctx.request({
        method: 'PUT',
        url: `/api/library/${bookId}/status`,
        token: reader.token,
        payload: { status: 'Reading' },
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const row = await one<{ entries: number; started: number }>(
      `select count(*)::int as entries, count(started_at)::int as started from library_entries
       where book_id = '${bookId}' and user_id = '${reader.id}'`,
    );
    expect(row).toEqual({ entries: 1, started: 1 });
  });

  it('to Completed all answer 200 with one finish time', async () => {
    const bookId = await createBook(owner.token);
    const answers = await together(20, () =>
      ctx.request({
        method: 'PUT',
        url: `/api/library/${bookId}/status`,
        token: reader.token,
        payload: { status: 'Completed' },
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const row = await one<{ status: string; progress: number; finished: number }>(
      `select status, progress, (finished_at is not null)::int as finished from library_entries
       where book_id = '${bookId}' and user_id = '${reader.id}'`,
    );
    expect(row).toEqual({ status: 'Completed', progress: 100, finished: 1 });
  });
});
