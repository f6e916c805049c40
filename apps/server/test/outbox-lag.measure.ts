/**
 * Cost and lag of the outbox: one reader posts N comments on another's book, one after the
 * other; prints the comments' mean and p95 answer time and how long after the last answer every
 * outbox row was delivered. Run on PGlite in a temporary directory, or on PostgreSQL with
 * DATABASE_URL: `node --import tsx apps/server/test/outbox-lag.measure.ts [N]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { parseEnv } from '../src/env.js';

const n = Number(process.argv[2] ?? 300);
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-outbox-'));
const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'measure-secret-that-is-long-enough-for-hs256',
  DATA_DIR: dataDir,
  WEB_DIST: '/nonexistent',
  WRITE_LIMIT_PER_MINUTE: '1000000',
  UPLOAD_LIMIT_PER_HOUR: '1000000',
  REGISTER_LIMIT_PER_HOUR: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const app = await buildApp({ env, database, logger: false });
await app.ready();
try {
  const signUp = async (name: string) => {
    const user = { name, email: `${name}-${Date.now()}@example.com`, password: 'correct horse battery' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
    return login.json().token as string;
  };
  const [owner, reader] = [await signUp('owner'), await signUp('reader')];
  const created = await app.inject({
    method: 'POST',
    url: '/api/upload-book',
    headers: { authorization: `Bearer ${owner}` },
    payload: {
      title: 'Measured',
      author: 'A',
      isbn: String(9_781_000_000_000 + (Date.now() % 999_999)),
      chapters: [{ title: 'One', content: 'x' }],
    },
  });
  const bookId = created.json()._id;
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/books/${bookId}/comment`,
      headers: { authorization: `Bearer ${reader}` },
      payload: { content: `comment ${i}` },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  const lastAnswer = performance.now();
  const pending = async () =>
    (await app.db.select({ n: count() }).from(outbox).where(isNull(outbox.deliveredAt)))[0]!.n;
  while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 5));
  const lag = performance.now() - lastAnswer;
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / n;
  console.log(
    `${database.kind}: ${n} comments, mean ${mean.toFixed(1)} ms, p95 ${times[Math.floor(n * 0.95)]!.toFixed(1)} ms; all delivered ${lag.toFixed(0)} ms after the last answer`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
