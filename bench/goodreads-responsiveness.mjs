#!/usr/bin/env node
// `node bench/goodreads-responsiveness.mjs`: whether a large Goodreads import keeps the server
// answering. Starts the server from its sources (tsx) on a fresh PGlite data directory, creates a
// catalogue of BOOKS books through the API, then imports a generated ROWS-row Goodreads export
// while another loop asks GET /api/health every 50 ms. Reports the import's time and the longest
// gap between two health answers (and the slowest health request) during it.
//
//   BENCH_BOOKS=300  BENCH_ROWS=20000  BENCH_PORT=3264
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BOOKS = Number(process.env.BENCH_BOOKS ?? 300);
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 3264);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const isbn13 = (n) => {
  const first12 = `978${String(100_000_000 + n).slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
};
const titleOf = (n) => `Bench Book ${n}: A Study`;
const authorOf = (n) => `Author ${String.fromCharCode(65 + (n % 26))}. Writer${n % 17}`;

async function call(method, url, { token, json, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : body,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function user(name) {
  const email = `${name}-${Math.random().toString(16).slice(2)}@bench.example`;
  const password = 'bench-password';
  await call('POST', '/api/auth/register', { json: { name, email, password } });
  return (await (await call('POST', '/api/auth/login', { json: { email, password } })).json()).token;
}

/** 40% by ISBN, 20% by title and author, 40% read books the catalogue lacks; reviews on some. */
function goodreadsCsv() {
  const header =
    'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
  const shelves = ['read', 'read', 'currently-reading', 'to-read'];
  const lines = [header];
  for (let i = 0; i < ROWS; i++) {
    const kind = i % 10;
    const n = i % BOOKS;
    const inCatalogue = kind <= 5;
    const title = inCatalogue ? titleOf(n) : `Elsewhere ${i}, "quoted"`;
    const author = inCatalogue ? authorOf(n) : `Other Author ${i % 50}`;
    const i13 = kind <= 3 ? isbn13(n) : kind >= 6 ? isbn13(100_000 + i) : '';
    const shelf = inCatalogue ? shelves[i % 4] : 'read';
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      [
        i + 1,
        `"${title.replaceAll('"', '""')}"`,
        author,
        `"${author}"`,
        '',
        '""',
        `"=""${i13}"""`,
        i % 6,
        '3.90',
        'Bench Press',
        'Paperback',
        200 + (i % 300),
        2020,
        2020,
        shelf === 'read' ? `2024/${month}/1${i % 9}` : '',
        '2023/12/01',
        '"bench, shelf"',
        '',
        shelf,
        i % 7 === 0 ? `"A review, with a newline\nin it (${i})"` : '',
        '',
        '',
        shelf === 'read' ? 1 : 0,
        0,
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-responsive-'));
const server = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      WRITE_LIMIT_PER_MINUTE: '1000000',
      UPLOAD_LIMIT_PER_HOUR: '1000000',
      REGISTER_LIMIT_PER_HOUR: '1000000',
      AUTH_IP_LIMIT: '1000000',
      AUTH_EMAIL_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('server did not start');
    await sleep(250);
  }
  const writer = await user('writer');
  for (let n = 0; n < BOOKS; n++) {
    await call('POST', '/api/upload-book', {
      token: writer,
      json: {
        title: titleOf(n),
        author: authorOf(n),
        isbn: isbn13(n),
        category: 'Fiction',
        publicationYear: 2020,
        publisher: 'Bench Press',
        language: 'English',
        description: 'A generated book.',
        chapters: [{ title: 'One', content: 'Words to read. '.repeat(200) }],
      },
    });
  }
  const csv = goodreadsCsv();
  console.log(`catalogue ${BOOKS} books; file ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB`);
  for (const run of [1, 2]) {
    const token = await user(`reader${run}`);
    let importing = true;
    let lastAnswer = performance.now();
    let longestGap = 0;
    let slowest = 0;
    let unhealthy = 0;
    const poll = (async () => {
      while (importing) {
        const asked = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (!res.ok) unhealthy += 1;
        const now = performance.now();
        slowest = Math.max(slowest, now - asked);
        longestGap = Math.max(longestGap, now - lastAnswer);
        lastAnswer = now;
        await sleep(50);
      }
    })();
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'goodreads_library_export.csv');
    const started = performance.now();
    const res = await call('POST', '/api/library/import/goodreads', { token, body: form });
    const summary = await res.json();
    const ms = performance.now() - started;
    importing = false;
    await poll;
    console.log(
      `import ${run}: ${ms.toFixed(0)} ms; longest gap between health answers ${longestGap.toFixed(0)} ms, ` +
        `slowest health request ${slowest.toFixed(0)} ms, ${unhealthy} not ok;`,
      JSON.stringify({ ...summary, errors: summary.errors.length }),
    );
  }
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
}
