import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SqlRunner } from './databases.js';

/**
 * A write load through the HTTP API that records what the server acknowledged (2xx), so that
 * after a crash the database can be checked against it. Each simulated user sends one request at
 * a time, so "the last acknowledged write" of a user is well defined; a request that got no answer
 * (the server died) may or may not have been applied, and is accepted either way.
 */

export interface WorkloadUser {
  id: string;
  token: string;
  email: string;
}

export interface WorkloadBook {
  id: string;
  chapters: number;
}

/** A value a user last set: the acknowledged one, or one sent after it that got no answer. */
interface LastWrite<T> {
  acked?: T;
  unanswered: T[];
}

export interface Ledger {
  registrations: Map<string, string>; // email -> user id
  bookComments: Map<string, string>; // comment id -> content
  chapterComments: Map<string, string>;
  images: Set<string>;
  sessions: Set<string>;
  ratings: Map<string, LastWrite<number>>; // `${userId}:${bookId}`
  bios: Map<string, LastWrite<string>>; // userId
  positions: Map<string, LastWrite<string>>; // `${userId}:${bookId}` -> `${chapter}:${position}`
  /** Operations answered 2xx, and sent without an answer. */
  acknowledged: number;
  unanswered: number;
  /** Answers that are neither 2xx nor an expected refusal: each is a bug. */
  unexpected: string[];
}

export function createLedger(): Ledger {
  return {
    registrations: new Map(),
    bookComments: new Map(),
    chapterComments: new Map(),
    images: new Set(),
    sessions: new Set(),
    ratings: new Map(),
    bios: new Map(),
    positions: new Map(),
    acknowledged: 0,
    unanswered: 0,
    unexpected: [],
  };
}

function lastWrite<T>(map: Map<string, LastWrite<T>>, key: string): LastWrite<T> {
  let entry = map.get(key);
  if (!entry) {
    entry = { unanswered: [] };
    map.set(key, entry);
  }
  return entry;
}

/** A small PNG nobody has uploaded before (random pixels: a distinct content hash). */
export async function randomPng(): Promise<Buffer> {
  const size = 12;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

export const profileBody = (name: string, email: string, bio: string) => ({
  name,
  email,
  bio,
  avatar: null,
  readingPreferences: ['Fantasy'],
  notificationSettings: {
    emailNotifications: true,
    newComments: true,
    newLikes: true,
    newRatings: true,
    newChapters: true,
    achievementAlerts: true,
  },
  privacySettings: { publicProfile: true, showReadingActivity: true, showBookshelf: true },
  theme: 'light',
  language: 'en',
});

type Outcome = 'acked' | 'unanswered' | 'refused';

export interface WorkloadOptions {
  baseUrl: () => string;
  users: WorkloadUser[];
  books: WorkloadBook[];
  images: Buffer[];
  ledger: Ledger;
  /** Statuses that are an expected refusal rather than a bug (503 while shutting down). */
  tolerated?: number[];
}

/** Runs one loop per user until `stop` resolves; answers when every loop has finished. */
export async function runWorkload(options: WorkloadOptions, stop: Promise<void>): Promise<void> {
  let running = true;
  void stop.then(() => {
    running = false;
  });
  const { ledger } = options;
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

  async function send(
    user: WorkloadUser | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ outcome: Outcome; json?: Record<string, unknown> }> {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${user.token}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      ledger.unanswered += 1;
      // The server is gone (or going): do not spin on refused connections.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { outcome: 'unanswered' };
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 200 && res.status < 300) {
      ledger.acknowledged += 1;
      return { outcome: 'acked', json: text ? JSON.parse(text) : {} };
    }
    if (!options.tolerated?.includes(res.status))
      ledger.unexpected.push(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
    return { outcome: 'refused' };
  }

  /** Records a "last write wins" value for a key according to how its request ended. */
  function recordLast<T>(map: Map<string, LastWrite<T>>, key: string, value: T, outcome: Outcome) {
    const entry = lastWrite(map, key);
    if (outcome === 'acked') {
      entry.acked = value;
      entry.unanswered = [];
    } else if (outcome === 'unanswered') entry.unanswered.push(value);
  }

  const operations: ((user: WorkloadUser) => Promise<void>)[] = [
    async (user) => {
      const book = pick(options.books);
      const rating = 1 + Math.floor(Math.random() * 5);
      const { outcome } = await send(user, 'POST', `/api/books/${book.id}/rate`, { rating });
      recordLast(ledger.ratings, `${user.id}:${book.id}`, rating, outcome);
    },
    async (user) => {
      const book = pick(options.books);
      const content = `comment ${randomUUID()}`;
      const { outcome, json } = await send(user, 'POST', `/api/books/${book.id}/comment`, { content });
      if (outcome === 'acked') ledger.bookComments.set(String(json?._id), content);
    },
    async (user) => {
      await send(user, 'POST', `/api/books/${pick(options.books).id}/like`);
    },
    async (user) => {
      await send(user, 'POST', `/api/books/${pick(options.books).id}/favorite`);
    },
    async (user) => {
      const book = pick(options.books);
      const chapter = 1 + Math.floor(Math.random() * book.chapters);
      const position = Math.round(Math.random() * 100) / 100;
      const { outcome } = await send(user, 'PUT', `/api/books/${book.id}/position`, { chapter, position });
      recordLast(ledger.positions, `${user.id}:${book.id}`, `${chapter}:${position}`, outcome);
    },
    async (user) => {
      const book = pick(options.books);
      const chapter = 1 + Math.floor(Math.random() * book.chapters);
      await send(user, 'POST', `/api/books/${book.id}/chapters/${chapter}/vote`);
    },
    async (user) => {
      const book = pick(options.books);
      const chapter = 1 + Math.floor(Math.random() * book.chapters);
      await send(user, 'GET', `/api/books/${book.id}/chapters/${chapter}`);
    },
    async (user) => {
      const book = pick(options.books);
      const chapter = 1 + Math.floor(Math.random() * book.chapters);
      const content = `chapter comment ${randomUUID()}`;
      const { outcome, json } = await send(
        user,
        'POST',
        `/api/books/${book.id}/chapters/${chapter}/comments`,
        {
          content,
        },
      );
      if (outcome === 'acked') ledger.chapterComments.set(String(json?._id), content);
    },
    async (user) => {
      const book = pick(options.books);
      const id = randomUUID();
      const now = Date.now();
      const { outcome } = await send(user, 'POST', '/api/reading/sessions', {
        id,
        bookId: book.id,
        chapterNumber: 1,
        startedAt: new Date(now - 60_000).toISOString(),
        endedAt: new Date(now - 1000).toISOString(),
        activeSeconds: 30,
        wordsRead: 1,
      });
      if (outcome === 'acked') ledger.sessions.add(id);
    },
    async (user) => {
      const bio = `bio ${randomUUID()}`;
      const { outcome } = await send(
        user,
        'PUT',
        '/api/auth/user',
        profileBody('Load User', user.email, bio),
      );
      recordLast(ledger.bios, user.id, bio, outcome);
    },
    async (user) => {
      const image = options.images.pop();
      if (!image) return;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'load.png');
      const { outcome, json } = await send(user, 'POST', '/api/images', form);
      if (outcome === 'acked') ledger.images.add(String(json?.public_id));
    },
    async () => {
      const email = `load-${randomUUID().slice(0, 12)}@example.com`;
      const { outcome, json } = await send(null, 'POST', '/api/auth/register', {
        name: 'Load Registrant',
        email,
        password: 'load-password',
      });
      if (outcome === 'acked') ledger.registrations.set(email, String((json?.user as { id: string })?.id));
    },
  ];

  await Promise.all(
    options.users.map(async (user) => {
      while (running) await pick(operations)(user);
    }),
  );
}

/** Every acknowledged write is in the database, and every counter equals the rows it counts. */
export async function missingWrites(sql: SqlRunner, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const present = async (table: string, ids: string[], column = 'id') => {
    if (ids.length === 0) return new Set<string>();
    const rows = await sql.query<{ v: string }>(
      `select ${column}::text as v from ${table} where ${column}::text = any($1::text[])`,
      [ids],
    );
    return new Set(rows.map((r) => r.v));
  };
  const expectAll = async (label: string, table: string, ids: string[], column?: string) => {
    const found = await present(table, ids, column);
    for (const id of ids) if (!found.has(id)) problems.push(`${label} ${id} acknowledged but missing`);
  };
  await expectAll('registration', 'users', [...ledger.registrations.keys()], 'email');
  await expectAll('comment', 'comments', [...ledger.bookComments.keys()]);
  await expectAll('chapter comment', 'comments', [...ledger.chapterComments.keys()]);
  await expectAll('image', 'images', [...ledger.images]);
  await expectAll('reading session', 'reading_sessions', [...ledger.sessions]);

  const accepts = <T>(entry: LastWrite<T>, value: T | undefined) =>
    (entry.acked !== undefined && value === entry.acked) ||
    (value !== undefined && entry.unanswered.includes(value));

  const ratings = await sql.query<{ k: string; rating: number }>(
    `select user_id::text || ':' || book_id::text as k, rating from ratings`,
  );
  const ratingOf = new Map(ratings.map((r) => [r.k, Number(r.rating)]));
  for (const [key, entry] of ledger.ratings)
    if (entry.acked !== undefined && !accepts(entry, ratingOf.get(key)))
      problems.push(`rating ${key}: acknowledged ${entry.acked}, stored ${ratingOf.get(key)}`);

  const bios = await sql.query<{ id: string; bio: string }>(`select id::text as id, bio from users`);
  const bioOf = new Map(bios.map((r) => [r.id, r.bio]));
  for (const [key, entry] of ledger.bios)
    if (entry.acked !== undefined && !accepts(entry, bioOf.get(key)))
      problems.push(`bio of ${key}: acknowledged ${entry.acked}, stored ${bioOf.get(key)}`);

  const positions = await sql.query<{ k: string; v: string }>(
    `select user_id::text || ':' || book_id::text as k, current_chapter || ':' || position as v from library_entries`,
  );
  const positionOf = new Map(positions.map((r) => [r.k, r.v]));
  for (const [key, entry] of ledger.positions)
    if (entry.acked !== undefined && !accepts(entry, positionOf.get(key)))
      problems.push(`position ${key}: acknowledged ${entry.acked}, stored ${positionOf.get(key)}`);

  return problems;
}

/** How many acknowledged writes the ledger holds that can be looked up one by one. */
export function countCheckedWrites(ledger: Ledger): number {
  const last = (map: Map<string, LastWrite<unknown>>) =>
    [...map.values()].filter((e) => e.acked !== undefined).length;
  return (
    ledger.registrations.size +
    ledger.bookComments.size +
    ledger.chapterComments.size +
    ledger.images.size +
    ledger.sessions.size +
    last(ledger.ratings) +
    last(ledger.bios) +
    last(ledger.positions)
  );
}
