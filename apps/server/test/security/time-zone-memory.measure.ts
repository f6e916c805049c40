/**
 * Memory under time-zone spellings: one signed-in user sends N requests, each with a different
 * random-case spelling of a real zone in X-Time-Zone, and the process RSS and heap are printed
 * before and after (garbage collected). Run:
 * `node --expose-gc --import tsx apps/server/test/security/time-zone-memory.measure.ts [N] [fixed]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { parseEnv } from '../../src/env.js';

const requests = Number(process.argv[2] ?? 5000);
/** `fixed`: the same spelling every time (the baseline). */
const fixed = process.argv[3] === 'fixed';
const zones = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Africa/Nairobi'];
const randomCase = (zone: string) =>
  [...zone].map((c) => (Math.random() < 0.5 ? c.toLowerCase() : c.toUpperCase())).join('');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const settle = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-tz-'));
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'measure-secret-that-is-long-enough-for-hs256-signing',
  WEB_DIST: '/nonexistent',
  SEED_DEMO: 'false',
  AUTH_IP_LIMIT: '1000000',
});
const database = await openDatabase({ dataDir });
const app = await buildApp({ env, database, logger: false });
await app.ready();
const user = { name: 'Zone', email: 'zone@example.com', password: 'correct horse battery' };
await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
const { token } = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: user })).json();
const call = (zone: string) =>
  app.inject({
    method: 'GET',
    url: '/api/stats/summary',
    headers: { authorization: `Bearer ${token}`, 'x-time-zone': zone },
  });
for (let i = 0; i < 50; i++) await call(zones[i % zones.length]!); // warm up

const before = settle();
const started = performance.now();
for (let i = 0; i < requests; i++) {
  const zone = zones[i % zones.length]!;
  const res = await call(fixed ? zone : randomCase(zone));
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
}
const seconds = (performance.now() - started) / 1000;
const after = settle();
console.info(
  `${requests} requests with ${fixed ? 'fixed' : 'random-case'} zones in ${seconds.toFixed(1)} s: ` +
    `RSS ${mb(before.rss)} → ${mb(after.rss)} (${mb(after.rss - before.rss)}), ` +
    `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${mb(after.heapUsed - before.heapUsed)})`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
