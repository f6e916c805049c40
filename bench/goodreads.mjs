#!/usr/bin/env node
// `node bench/goodreads.mjs`: starts the built server on a fresh PGlite data directory, creates a
// catalogue of BOOKS books through the API, then imports a generated ROWS-row Goodreads export
// (rows matching by ISBN-13, by ISBN-10, by title and author, and read books the catalogue does
// not have) into fresh accounts through POST /api/library/import/goodreads. Reports the median of
// RUNS imports, a repeat import of the same file, and the Goodreads CSV export. Needs `npm run build`.
//
//   BENCH_BOOKS=300  BENCH_ROWS=1000  BENCH_RUNS=3  BENCH_PORT=3263
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BOOKS = Number(process.env.BENCH_BOOKS ?? 300);
const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3263);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const isbn13 = (n) => {
  const first12 = `978${String(100_000_000 + n).slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
};
const isbn10 = (n) => {
  const first9 = isbn13(n).slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return first9 + (check === 10 ? 'X' : String(check));
};
const titleOf = (n) => `Bench Book ${n}: A Study`;
const authorOf = (n) => `Author ${String.fromCharCode(65 + (n % 26))}. Writer${n % 17}`;

async function call(method, url, { token, json, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
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
  const login = await (await call('POST', '/api/auth/login', { json: { email, password } })).json();
  return login.token;
}

function goodreadsCsv() {
  const header =
    'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
  const shelves = ['read', 'read', 'currently-reading', 'to-read'];
  const lines = [header];
  for (let i = 0; i < ROWS; i++) {
    const kind = i % 10; // 0-3 ISBN-13, 4 ISBN-10, 5 title+author, 6-9 outside
    const n = i % BOOKS;
    const inCatalogue = kind <= 5;
    const title = inCatalogue ? titleOf(n) : `Elsewhere ${i}, "quoted"`;
    const author = inCatalogue ? authorOf(n) : `Other Author ${i % 50}`;
    const i13 = kind <= 3 ? isbn13(n) : kind >= 6 ? isbn13(100_000 + i) : '';
    const i10 = kind === 4 ? isbn10(n) : '';
    const shelf = inCatalogue ? shelves[i % 4] : 'read';
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      [
        i + 1,
        `"${title.replaceAll('"', '""')}"`,
        author,
        `"${author}"`,
        '',
        `"=""${i10}"""`,
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

async function importFile(token, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'goodreads_library_export.csv');
  const started = performance.now();
  const res = await call('POST', '/api/library/import/goodreads', { token, body: form });
  const summary = await res.json();
  return { ms: performance.now() - started, summary };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-bench-goodreads-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/bundle/server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    WRITE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_LIMIT_PER_HOUR: '1000000',
    REGISTER_LIMIT_PER_HOUR: '1000000',
    AUTH_IP_LIMIT: '1000000',
    AUTH_EMAIL_LIMIT: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
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
        isbn: n % 2 ? isbn13(n) : isbn10(n),
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
  const times = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const token = await user(`reader${run}`);
    const { ms, summary } = await importFile(token, csv);
    times.push(ms);
    last = { token, summary };
    console.log(
      `import ${run + 1}: ${ms.toFixed(0)} ms`,
      JSON.stringify({ ...summary, errors: summary.errors.length }),
    );
  }
  const again = await importFile(last.token, csv);
  const exportStart = performance.now();
  const exported = await (
    await call('GET', '/api/library/export/goodreads.csv', { token: last.token })
  ).text();
  const exportMs = performance.now() - exportStart;
  const zipStart = performance.now();
  const zip = await (await call('GET', '/api/account/export', { token: last.token })).arrayBuffer();
  const zipMs = performance.now() - zipStart;
  console.log(`\nmedian import of ${ROWS} rows (PGlite, ${RUNS} runs): ${median(times).toFixed(0)} ms`);
  console.log(
    `same file again: ${again.ms.toFixed(0)} ms (${JSON.stringify({ ...again.summary, errors: again.summary.errors.length })})`,
  );
  console.log(`Goodreads CSV export: ${exportMs.toFixed(0)} ms, ${exported.split('\r\n').length - 1} rows`);
  console.log(`account export zip: ${zipMs.toFixed(0)} ms, ${(zip.byteLength / 1024).toFixed(0)} KB`);
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
}
