#!/usr/bin/env node
// `npm run bench`: generates libraries of the chosen sizes, starts the real server on each, drives
// it with autocannon over loopback and reports req/s, p50 and p99, with the ratio to a bare Fastify
// route measured in the same run. Results go to bench/RESULTS.md and bench/results.json.
//
//   BENCH_SIZES=1000,100000   library sizes (books)
//   BENCH_MODES=pglite,postgres   (postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL)
//   BENCH_DURATION=5   seconds per scenario;  BENCH_CONNECTIONS=50
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateLibrary, NOUNS, WORDS } from './generate.mjs';
import { explainPlans } from './plans.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const modes = (process.env.BENCH_MODES ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Scenario keys the targets apply to (see `renderTargets`). */
const LIST_KEYS = [
  'page1',
  'deep',
  'deepVaried',
  'search',
  'searchVaried',
  'sortRating',
  'featured',
  'category',
];
const P99_KEYS = [...LIST_KEYS, 'chapter'];

const { openPglite, openPostgres } = await import(path.join(root, 'apps/server/dist/db/client.js'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`server at ${base} did not become healthy`);
}

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_IP_LIMIT: '1000000',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summarise = (name, r, key = name) => ({
  key,
  name,
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  total: r.requests.total,
});

async function prepare(mode, size) {
  const started = performance.now();
  if (mode === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `quire-bench-${size}-`));
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const gen = await generateLibrary(database.db, { books: size });
    const plans = await explainPlans(database.db);
    await database.close();
    return {
      env: { DATA_DIR: dataDir },
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
      gen,
      plans,
      prepMs: performance.now() - started,
    };
  }
  const name = `quire_bench_${size}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  // Generating 100k books runs statements longer than the app's 15 s per-query cap.
  const database = await openPostgres(url.toString(), { queryTimeoutMs: 600_000 });
  const gen = await generateLibrary(database.db, { books: size });
  const plans = await explainPlans(database.db);
  await database.close();
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
    gen,
    plans,
    prepMs: performance.now() - started,
  };
}

async function signUpBenchReader(base) {
  const user = { name: 'Bench', email: `bench-main-${Date.now()}@example.com`, password: 'bench-password' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  return (await res.json()).token;
}

async function scenarios(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  const first = await (await fetch(`${base}/api/books?limit=50`, { headers })).json();
  const ids = first.books.map((b) => b._id);
  const lastPage = Math.ceil(first.total / 8);
  const deepPage = Math.max(1, Math.floor(lastPage * 0.8));
  const pick = (i) => ids[i % ids.length];
  let n = 0;
  // A different deep page each time (somewhere in the second half), and a different search each
  // time (word, noun and number, as generated titles are): nothing answered before is asked again.
  let k = 0;
  const variedPage = () => Math.max(1, Math.floor(lastPage / 2) + ((k++ * 7919) % Math.ceil(lastPage / 2)));
  const variedSearch = () => {
    const i = k++;
    return encodeURIComponent(`${WORDS[i % WORDS.length]} ${NOUNS[(i >> 3) % NOUNS.length]} ${i % 997}`);
  };
  return [
    { key: 'page1', name: 'GET /api/books page 1', url: `${base}/api/books?page=1&limit=8`, headers },
    {
      key: 'deep',
      name: `GET /api/books deep page (${deepPage}), the same page again`,
      url: `${base}/api/books?page=${deepPage}&limit=8`,
      headers,
    },
    {
      key: 'deepVaried',
      name: `GET /api/books deep pages (${Math.floor(lastPage / 2)}–${lastPage}), a different page each time`,
      url: base,
      headers,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/books?page=${variedPage()}&limit=8` }) },
      ],
    },
    {
      key: 'search',
      name: 'GET /api/books search q=lantern%20kingdom, the same search again',
      url: `${base}/api/books?q=lantern%20kingdom&limit=8`,
      headers,
    },
    {
      key: 'searchVaried',
      name: 'GET /api/books search, a different search each time',
      url: base,
      headers,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/books?q=${variedSearch()}&limit=8` }) },
      ],
    },
    {
      key: 'sortRating',
      name: 'GET /api/books sort rating',
      url: `${base}/api/books?sort=rating.averageRating&order=desc&limit=8`,
      headers,
    },
    {
      key: 'chapter',
      name: 'GET /api/books/:id/chapters/2',
      url: base,
      headers,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/books/${pick(n++)}/chapters/2` }) },
      ],
    },
    {
      key: 'rate',
      name: 'POST /api/books/:id/rate',
      url: base,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: `/api/books/${pick(n++)}/rate`,
            body: JSON.stringify({ rating: 1 + (n % 5) }),
          }),
        },
      ],
    },
    {
      key: 'featured',
      name: 'Home: GET /api/books?featured=true',
      url: `${base}/api/books?featured=true&limit=8`,
      headers,
    },
    { key: 'popular', name: 'Home: GET /api/books/popular', url: `${base}/api/books/popular` },
    {
      key: 'category',
      name: 'Knowledge Pool: GET /api/books?category=Business&limit=24',
      url: `${base}/api/books?category=Business&limit=24`,
      headers,
    },
  ];
}

async function measureBare() {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [], { stdio: 'ignore' });
  const port = await new Promise((r) => child.once('message', (m) => r(m.port)));
  await cannon({ url: `http://127.0.0.1:${port}/bare`, duration: 1 }); // warm-up
  const result = summarise(
    'bare Fastify + zod route',
    await cannon({ url: `http://127.0.0.1:${port}/bare?page=2` }),
  );
  child.kill('SIGTERM');
  return result;
}

const report = {
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  date: new Date().toISOString(),
  duration,
  connections,
  runs: [],
};
console.log(
  `bench: sizes ${sizes.join(', ')}; modes ${modes.join(', ')}; ${duration}s per scenario at ${connections} connections`,
);
report.bare = await measureBare();
console.log(`baseline ${report.bare.reqPerSec} req/s p50 ${report.bare.p50} ms`);

let port = 3900;
for (const mode of modes) {
  for (const size of sizes) {
    console.log(`\n== ${mode}, ${size} books: generating...`);
    const prep = await prepare(mode, size);
    console.log(`   generated in ${prep.gen.ms} ms`);
    port += 1;
    const base = `http://127.0.0.1:${port}`;
    const t0 = performance.now();
    const server = startServer({ ...prep.env, PORT: String(port) });
    await waitForHealth(base);
    const startupMs = Math.round(performance.now() - t0);
    const token = await signUpBenchReader(base);
    const results = [];
    for (const s of await scenarios(base, token)) {
      await cannon({ ...s, duration: 2 }); // warm-up (JIT, caches, pooled connections)
      const r = summarise(s.name, await cannon(s), s.key);
      r.ratioToBare = Number((r.reqPerSec / report.bare.reqPerSec).toFixed(3));
      results.push(r);
      console.log(
        `   ${s.name.padEnd(58)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors} non2xx ${r.non2xx}`,
      );
    }
    if (mode === 'pglite') {
      // Mixed reads and writes at 20 connections: the embedded database must not error.
      const [book] = (
        await (
          await fetch(`${base}/api/books?limit=1`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).books;
      const mixed = summarise(
        'mixed reads/writes @20',
        await cannon({
          url: base,
          connections: 20,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          requests: [
            { method: 'GET', path: '/api/books?page=1&limit=8' },
            { method: 'POST', path: `/api/books/${book._id}/rate`, body: JSON.stringify({ rating: 4 }) },
            {
              method: 'POST',
              path: `/api/books/${book._id}/comment`,
              body: JSON.stringify({ content: 'bench comment' }),
            },
            { method: 'GET', path: `/api/books?q=glass&limit=8` },
            { method: 'PUT', path: `/api/books/${book._id}`, body: JSON.stringify({ notes: 'bench notes' }) },
          ],
        }),
        'mixed',
      );
      results.push(mixed);
      console.log(
        `   ${mixed.name.padEnd(58)} ${String(mixed.reqPerSec).padStart(6)} req/s  p50 ${mixed.p50} ms  p99 ${mixed.p99} ms  errors ${mixed.errors} non2xx ${mixed.non2xx}`,
      );
    }
    await stop(server);
    await prep.cleanup();
    report.runs.push({ mode, size, generateMs: prep.gen.ms, startupMs, results, plans: prep.plans });
  }
}

writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), renderMarkdown(report));
console.log('\nwrote bench/RESULTS.md and bench/results.json');

/** The server targets, each marked met or missed (and by how much) from this run's numbers. */

function renderTargets(r) {
  const lines = ['## Targets', ''];
  const result = (run, key) => run?.results.find((x) => x.key === key);
  const rows = [];
  const verdict = (ok, miss) => (ok ? 'met' : `missed: ${miss}`);
  const pgRuns = r.runs.filter((x) => x.mode === 'postgres').sort((a, b) => a.size - b.size);
  const largest = pgRuns.at(-1);
  const smallest = pgRuns[0];
  if (largest) {
    const size = largest.size.toLocaleString('en');
    for (const key of P99_KEYS) {
      const x = result(largest, key);
      if (!x) continue;
      rows.push([
        `PostgreSQL ${size}: ${x.name} p99 ≤ 50 ms at ${r.connections} connections`,
        `${x.p99} ms`,
        verdict(x.p99 <= 50, `${(x.p99 / 50).toFixed(1)}× the target`),
      ]);
    }
    const page1 = result(largest, 'page1');
    if (page1)
      rows.push([
        `PostgreSQL ${size}: catalogue list ≥ 25% of the bare route's throughput`,
        `${page1.reqPerSec} / ${r.bare.reqPerSec} req/s = ${(page1.ratioToBare * 100).toFixed(1)}%`,
        verdict(
          page1.ratioToBare >= 0.25,
          `${((0.25 * r.bare.reqPerSec) / page1.reqPerSec).toFixed(1)}× short`,
        ),
      ]);
  }
  if (largest && smallest && largest !== smallest) {
    for (const key of LIST_KEYS) {
      const big = result(largest, key);
      const small = result(smallest, key);
      if (!big || !small) continue;
      const ratio = big.p50 / Math.max(small.p50, 1);
      rows.push([
        `PostgreSQL p50 at ${largest.size.toLocaleString('en')} ≤ 2× p50 at ${smallest.size.toLocaleString('en')}: ${big.name}`,
        `${big.p50} ms / ${small.p50} ms = ${ratio.toFixed(2)}×`,
        verdict(ratio <= 2, `${ratio.toFixed(2)}× instead of ≤ 2×`),
      ]);
    }
  }
  for (const run of r.runs.filter((x) => x.mode === 'pglite')) {
    const mixed = result(run, 'mixed');
    if (mixed)
      rows.push([
        `PGlite ${run.size.toLocaleString('en')}: 0 errors at 20 connections of mixed reads and writes`,
        `${mixed.errors} errors, ${mixed.non2xx} non-2xx of ${mixed.total}`,
        verdict(mixed.errors === 0 && mixed.non2xx === 0, `${mixed.errors + mixed.non2xx} failed`),
      ]);
  }
  if (rows.length === 0) return [];
  lines.push('| target | measured | verdict |', '|---|---|---|');
  for (const [target, measured, v] of rows) lines.push(`| ${target} | ${measured} | ${v} |`);
  lines.push('');
  return lines;
}

function renderMarkdown(r) {
  const lines = [
    '# Benchmark results',
    '',
    `Date: ${r.date}. Machine: ${r.machine.cpus} cores (${r.machine.cpuModel}), ${r.machine.memGiB} GiB, Node ${r.machine.node}.`,
    `Command: \`npm run bench\` (BENCH_SIZES=${sizes.join(',')} BENCH_MODES=${modes.join(',')}), autocannon ${r.connections} connections, ${r.duration} s per scenario after a 2 s warm-up, client and server on the same machine over loopback.`,
    '',
    `Baseline (bare Fastify + zod route, same run): **${r.bare.reqPerSec} req/s**, p50 ${r.bare.p50} ms, p99 ${r.bare.p99} ms.`,
    '',
  ];
  for (const run of r.runs) {
    lines.push(
      `## ${run.mode}, ${run.size.toLocaleString('en')} books`,
      '',
      `Generated in ${run.generateMs} ms; server healthy ${run.startupMs} ms after spawn.`,
      '',
    );
    lines.push(
      '| scenario | req/s | ratio to bare | p50 ms | p99 ms | errors | non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const x of run.results)
      lines.push(
        `| ${x.name} | ${x.reqPerSec} | ${x.ratioToBare ?? ''} | ${x.p50} | ${x.p99} | ${x.errors} | ${x.non2xx} |`,
      );
    lines.push('');
    if (run.plans?.length) {
      lines.push('<details><summary>Query plans</summary>', '');
      for (const p of run.plans) lines.push(`**${p.name}**`, '', '```', p.plan, '```', '');
      lines.push('</details>', '');
    }
  }
  lines.push(...renderTargets(r));
  const whyFile = path.join(import.meta.dirname, 'why.md');
  if (existsSync(whyFile)) lines.push(readFileSync(whyFile, 'utf8').trim(), '');
  lines.push('');
  return lines.join('\n');
}
