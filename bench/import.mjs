#!/usr/bin/env node
// `node bench/import.mjs`: times POST /api/books/import through the real HTTP server on PGlite
// for a ~1 MB and a ~10 MB EPUB, each made by pandoc from generated text and images (noise PNGs,
// which do not compress, to reach the size). Reports the median (and min/max) of several runs.
// Needs a build (`npm run build`) and pandoc.
//
//   IMPORT_BENCH_RUNS=5   runs per size
//   IMPORT_SERVER=path/to/server.js   another build's server (a before/after comparison)
// Per size: median time, time per MB, and the server's resident memory before the imports and at
// its peak during them (the whole process, the file workers' threads included; sampled every 50 ms).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { NOUNS, WORDS } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.IMPORT_BENCH_RUNS ?? 5);
const port = Number(process.env.IMPORT_BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
// sharp is the server's dependency: draw the images with it.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const serverPath = path.resolve(process.env.IMPORT_SERVER ?? path.join(root, 'apps/server/bundle/server.js'));

/** The process's resident memory in MB (Linux), or undefined elsewhere. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Deterministic prose: `words` words in paragraphs of about 80, chapters of `perChapter`. */
function prose(chapters, wordsPerChapter, seed = 1) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const pick = (list) => list[next() % list.length];
  const out = [];
  for (let c = 1; c <= chapters; c++) {
    out.push(`# ${pick(WORDS)} ${pick(NOUNS)} ${c}`, '');
    let paragraph = [];
    for (let w = 0; w < wordsPerChapter; w++) {
      let word = (w % 7 === 0 ? pick(NOUNS) : pick(WORDS)).toLowerCase();
      if (paragraph.length === 0) word = word[0].toUpperCase() + word.slice(1);
      paragraph.push(word);
      if (paragraph.length >= 80) {
        out.push(`${paragraph.join(' ')}.`, '');
        paragraph = [];
      }
    }
    if (paragraph.length) out.push(`${paragraph.join(' ')}.`, '');
  }
  return out;
}

/** A PNG of random noise (does not compress): about `bytes` bytes. */
async function noisePng(file, bytes) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  for (let i = 0; i < pixels.length; i += 4) pixels[i] = Math.floor(Math.random() * 256);
  await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(file);
}

async function makeEpub(dir, name, { chapters, wordsPerChapter, images, imageBytes }) {
  const lines = prose(chapters, wordsPerChapter);
  for (let i = 0; i < images; i++) {
    const file = path.join(dir, `${name}-img-${i}.png`);
    await noisePng(file, imageBytes);
    // Spread the images through the chapters.
    const at = Math.floor(((i + 1) / (images + 1)) * lines.length);
    lines.splice(at, 0, '', `![Plate ${i + 1}](${file})`, '');
  }
  const cover = path.join(dir, `${name}-cover.png`);
  await noisePng(cover, 60_000);
  const md = path.join(dir, `${name}.md`);
  writeFileSync(md, lines.join('\n'));
  const epub = path.join(dir, `${name}.epub`);
  execFileSync(
    'pandoc',
    [
      md,
      '-o',
      epub,
      '--epub-cover-image',
      cover,
      '--metadata',
      `title=Bench ${name}`,
      '--metadata',
      'author=Bench Writer',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return epub;
}

async function waitForHealth() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error('the server did not become healthy');
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'quire-import-bench-'));
  const dataDir = path.join(work, 'data');
  const sizes = [
    { label: '~1 MB', name: 'small', chapters: 12, wordsPerChapter: 3000, images: 2, imageBytes: 480_000 },
    {
      label: '~10 MB',
      name: 'large',
      chapters: 60,
      wordsPerChapter: 6000,
      images: 10,
      imageBytes: 1_050_000,
    },
  ];
  console.log('Generating the EPUB files with pandoc…');
  for (const size of sizes) size.file = await makeEpub(work, size.name, size);

  const server = spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      UPLOAD_LIMIT_PER_HOUR: '1000000',
      WRITE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    const user = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' };
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(user) });
    const { token } = await (
      await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(user) })
    ).json();

    const results = [];
    for (const size of sizes) {
      const bytes = readFileSync(size.file);
      const times = [];
      const rssBefore = rssMb(server.pid);
      let rssPeak = rssBefore ?? 0;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssMb(server.pid) ?? 0);
      }, 50);
      let chapters = 0;
      // One warm-up import first (code paths compiled, caches filled), then the measured runs.
      for (let run = 0; run <= runs; run++) {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/epub+zip' }), `${size.name}.epub`);
        const started = performance.now();
        const res = await fetch(`${base}/api/books/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = await res.json();
        const elapsed = performance.now() - started;
        if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(body)}`);
        chapters = body.chapters.length;
        if (run > 0) times.push(elapsed);
      }
      clearInterval(sampler);
      const megabytes = statSync(size.file).size / 1024 / 1024;
      const result = {
        size: size.label,
        bytes: statSync(size.file).size,
        chapters,
        medianMs: Math.round(median(times)),
        msPerMb: Math.round(median(times) / megabytes),
        rssBeforeMb: rssBefore,
        rssPeakMb: rssPeak,
        minMs: Math.round(Math.min(...times)),
        maxMs: Math.round(Math.max(...times)),
        runs,
      };
      results.push(result);
      console.log(
        `${result.size} EPUB (${(result.bytes / 1024 / 1024).toFixed(2)} MB, ${result.chapters} chapters): ` +
          `median ${result.medianMs} ms (min ${result.minMs}, max ${result.maxMs}) over ${runs} runs, ` +
          `${result.msPerMb} ms per MB; server memory ${result.rssBeforeMb} MB before, ${result.rssPeakMb} MB at its peak`,
      );
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (!process.env.IMPORT_BENCH_KEEP) rmSync(work, { recursive: true, force: true });
    else console.log(`Files kept in ${work}`);
  }
}

await main();
