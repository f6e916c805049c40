#!/usr/bin/env node
// `node bench/profile.mjs`: where the server's time goes under one scenario. Generates a library,
// starts the real server with the inspector on, profiles it (over the inspector protocol, so
// start-up is left out) while autocannon drives one URL, and summarises the profile: self time by area (PGlite's WebAssembly, Fastify, zod, Drizzle, pino,
// the kernel's socket work seen as native calls, idle) and the top functions.
//
//   PROFILE_MODE=pglite|postgres  PROFILE_BOOKS=400  PROFILE_CONNECTIONS=20  PROFILE_DURATION=10
//   PROFILE_PATH=/api/books?page=1&limit=8   (a Bearer token of a fresh reader is sent)
//   PROFILE_SERVER_ENV='{"PGLITE_WORKER":"true"}'
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { generateLibrary } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const mode = process.env.PROFILE_MODE ?? 'pglite';
const books = Number(process.env.PROFILE_BOOKS ?? 400);
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 20);
const duration = Number(process.env.PROFILE_DURATION ?? 10);
const target = process.env.PROFILE_PATH ?? '/api/books?page=1&limit=8';
const serverEnv = JSON.parse(process.env.PROFILE_SERVER_ENV ?? '{}');
const port = 3990;
const base = `http://127.0.0.1:${port}`;

const { openPglite, openPostgres } = await import(path.join(root, 'apps/server/dist/db/client.js'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-profile-'));
let env = { DATA_DIR: dataDir };
let drop = async () => {};
if (mode === 'pglite') {
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await generateLibrary(database.db, { books });
  await database.close();
} else {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS quire_profile WITH (FORCE)');
  await admin.query('CREATE DATABASE quire_profile');
  const dbUrl = new URL(url);
  dbUrl.pathname = '/quire_profile';
  const database = await openPostgres(dbUrl.toString(), { queryTimeoutMs: 600_000 });
  await generateLibrary(database.db, { books });
  await database.close();
  env = { ...env, DATABASE_URL: dbUrl.toString() };
  drop = async () => {
    await admin.query('DROP DATABASE IF EXISTS quire_profile WITH (FORCE)');
    await admin.end();
  };
}

const child = spawn(
  process.execPath,
  ['--inspect=127.0.0.1:9339', path.join(root, 'apps/server/bundle/server.js')],
  {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_IP_LIMIT: '1000000',
      WRITE_LIMIT_PER_MINUTE: '100000000',
      ...serverEnv,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}
const user = { name: 'Profile', email: `profile-${Date.now()}@example.com`, password: 'profile-password' };
const post = (url, body) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await post('/api/auth/register', user);
const { token } = await (await post('/api/auth/login', user)).json();
// Warm-up, then profile the measured run only.
await new Promise((resolve) =>
  autocannon(
    { url: `${base}${target}`, connections, duration: 2, headers: { authorization: `Bearer ${token}` } },
    resolve,
  ),
);
const [{ webSocketDebuggerUrl }] = await (await fetch('http://127.0.0.1:9339/json/list')).json();
const inspector = new WebSocket(webSocketDebuggerUrl);
await new Promise((r) => inspector.once('open', r));
let nextId = 0;
const send = (method, params = {}) =>
  new Promise((resolve) => {
    const id = ++nextId;
    const onMessage = (data) => {
      const message = JSON.parse(data.toString());
      if (message.id !== id) return;
      inspector.off('message', onMessage);
      resolve(message.result);
    };
    inspector.on('message', onMessage);
    inspector.send(JSON.stringify({ id, method, params }));
  });
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 200 });
await send('Profiler.start');
const result = await new Promise((resolve, reject) =>
  autocannon(
    { url: `${base}${target}`, connections, duration, headers: { authorization: `Bearer ${token}` } },
    (err, r) => (err ? reject(err) : resolve(r)),
  ),
);
console.log(
  `${target}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
const { profile } = await send('Profiler.stop');
inspector.close();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await drop();
summarise(profile);
rmSync(dataDir, { recursive: true, force: true });

function area(node) {
  const { functionName, url } = node.callFrame;
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8/native (program)';
  if (url.includes('pglite'))
    return url.endsWith('.wasm') || /^\$?func|wasm/.test(url) ? 'PGlite (wasm)' : 'PGlite (js)';
  if (url.startsWith('wasm://')) return 'PGlite (wasm)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) {
    const pkg = m[1];
    if (
      pkg === 'fastify' ||
      pkg.startsWith('@fastify') ||
      pkg === 'find-my-way' ||
      pkg === 'light-my-request' ||
      pkg === 'avvio'
    )
      return 'fastify';
    if (pkg === 'zod' || pkg === 'fastify-type-provider-zod') return 'zod';
    return pkg;
  }
  if (url.startsWith('node:') || url === '')
    return functionName.match(/^\(|^[a-z]/) && url === ''
      ? 'node internals / native'
      : 'node internals / native';
  if (url.includes('/apps/server/dist/') || url.includes('/apps/server/bundle/')) return 'app code';
  if (url.includes('/packages/shared/')) return 'shared package';
  return 'other';
}

function summarise(p) {
  const total = p.timeDeltas.reduce((a, b) => a + b, 0);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < p.samples.length; i++) {
    const id = p.samples[i];
    self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  }
  const areas = new Map();
  const fns = new Map();
  for (const [id, t] of self) {
    const node = byId.get(id);
    const a = area(node);
    areas.set(a, (areas.get(a) ?? 0) + t);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
  }
  const pct = (t) => `${((100 * t) / total).toFixed(1)}%`.padStart(6);
  console.log(`\nprofile: ${(total / 1e6).toFixed(1)} s sampled\n\nby area (self time):`);
  for (const [a, t] of [...areas].sort((x, y) => y[1] - x[1])) console.log(`  ${pct(t)}  ${a}`);
  console.log('\ntop functions (self time):');
  for (const [f, t] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log(`  ${pct(t)}  ${f}`);
  // Who calls the top native functions (file system, socket writes): two frames up.
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const callers = new Map();
  for (const [id, t] of self) {
    const node = byId.get(id);
    const { functionName: fn, url: u } = node.callFrame;
    if (!(u === '' && !/^\(/.test(fn)) && fn !== 'NodeError') continue;
    const chain = [];
    for (let q = parent.get(id); q && chain.length < 5; q = parent.get(q.id))
      chain.push(
        `${q.callFrame.functionName || '(anon)'}@${q.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}`,
      );
    const key = `${node.callFrame.functionName} <- ${chain.join(' <- ')}`;
    callers.set(key, (callers.get(key) ?? 0) + t);
  }
  console.log('\nnative functions by caller:');
  for (const [f, t] of [...callers].sort((x, y) => y[1] - x[1]).slice(0, 12))
    console.log(`  ${pct(t)}  ${f}`);
}
