#!/usr/bin/env node
// `node bench/epub-export.mjs`: times `writeEpub` (apps/server/src/modules/epub/epub.writer.ts)
// in-process for a novel-sized book (~84,000 words) and a ~6-million-character one, made of the
// same generated prose as bench/import.mjs, with a little emphasis and a heading now and then.
// The writer is bundled from its source with esbuild (no build needed), its dependencies loaded
// from node_modules. Reports the median (and min/max) of several runs after warm-up runs.
//
//   EPUB_BENCH_RUNS=5     timed runs per book (after EPUB_BENCH_WARMUP=2)
//   EPUB_BENCH_WRITER=…   another copy of epub.writer.ts to time (e.g. an older version checked out
//                         elsewhere); its bare imports resolve from this repository's node_modules
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NOUNS, WORDS } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.EPUB_BENCH_RUNS ?? 5);
const warmup = Number(process.env.EPUB_BENCH_WARMUP ?? 2);
const writer = path.resolve(
  process.env.EPUB_BENCH_WRITER ?? path.join(root, 'apps/server/src/modules/epub/epub.writer.ts'),
);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Deterministic prose, as bench/import.mjs writes it: paragraphs of 80 words, `wordsPerChapter`
 * words a chapter; every 97th word is emphasised and every 40th paragraph is a heading.
 */
function chapters(count, wordsPerChapter, seed = 1) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const pick = (list) => list[next() % list.length];
  const out = [];
  for (let c = 1; c <= count; c++) {
    const paragraphs = [];
    let paragraph = [];
    for (let w = 0; w < wordsPerChapter; w++) {
      let word = (w % 7 === 0 ? pick(NOUNS) : pick(WORDS)).toLowerCase();
      if (paragraph.length === 0) word = word[0].toUpperCase() + word.slice(1);
      if (w % 97 === 50) word = `*${word}*`;
      paragraph.push(word);
      if (paragraph.length >= 80) {
        paragraphs.push(
          paragraphs.length % 40 === 39 ? `## ${paragraph.slice(0, 4).join(' ')}` : `${paragraph.join(' ')}.`,
        );
        paragraph = [];
      }
    }
    if (paragraph.length) paragraphs.push(`${paragraph.join(' ')}.`);
    out.push({ title: `${pick(WORDS)} ${pick(NOUNS)} ${c}`, content: paragraphs.join('\n\n') });
  }
  return out;
}

const book = (title, chapterList) => ({
  id: '2f1c7f3e-9a4b-4c1d-8e2f-0a1b2c3d4e5f',
  title,
  author: 'Bench Author',
  language: 'en',
  publisher: 'Quire',
  description: 'Generated text for timing the EPUB export.',
  date: '2026',
  subjects: ['Fiction'],
  modified: new Date('2026-01-31T10:00:00Z'),
  chapters: chapterList,
});

const out = mkdtempSync(path.join(os.tmpdir(), 'quire-epub-bench-'));
try {
  const bundle = path.join(out, 'writer.mjs');
  // Dependencies load from this repository's node_modules, as in the server; the workspace
  // packages are bundled from their TypeScript sources, as the server's tests read them.
  symlinkSync(path.join(root, 'node_modules'), path.join(out, 'node_modules'), 'dir');
  await build({
    entryPoints: [writer],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    conditions: ['source'],
    nodePaths: [path.join(root, 'node_modules')],
    plugins: [
      {
        name: 'dependencies-external',
        setup(on) {
          on.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@quire/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'error',
  });
  const { writeEpub } = await import(pathToFileURL(bundle).href);

  const books = [
    ['novel (28 chapters, 84,000 words)', book('A Novel', chapters(28, 3000))],
    ['long book (120 chapters, ~6.3M characters)', book('A Long Book', chapters(120, 8000, 2))],
  ];
  console.log(`writer: ${path.relative(root, writer) || writer}; Node ${process.version}; ${runs} runs`);
  for (const [name, input] of books) {
    const characters = input.chapters.reduce((sum, chapter) => sum + chapter.content.length, 0);
    let bytes = 0;
    for (let i = 0; i < warmup; i++) bytes = writeEpub(input).length;
    const times = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      writeEpub(input);
      times.push(performance.now() - started);
    }
    console.log(
      `${name}: ${characters.toLocaleString('en')} characters → ${(bytes / 1024).toFixed(0)} KiB EPUB; ` +
        `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
