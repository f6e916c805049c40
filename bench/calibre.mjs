// calibre's content server (what many self-hosters run instead of Quire) on the books
// bench/generate.mjs writes: the same titles, authors, categories (as tags), publishers, years,
// ratings and dates added, put into a calibre library through calibre's own library API.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BOOK_CATEGORIES } from '@quire/shared';
import { NOUNS, WORDS } from './generate.mjs';

const capitalised = (word) => word[0].toUpperCase() + word.slice(1);

/** The books generateLibrary writes, row for row (its SQL, in JavaScript). */
export function generatedBooks(count, now = Date.now()) {
  const books = [];
  for (let g = 1; g <= count; g++) {
    books.push({
      title: `${capitalised(WORDS[g % 20])} ${capitalised(NOUNS[Math.floor(g / 20) % 20])} ${g}`,
      author: `Author ${g % 7919}`,
      category: BOOK_CATEGORIES[g % 12],
      publisher: 'Bench Press',
      description: 'A generated book for benchmarks.',
      isbn: `978${String(g).padStart(10, '0')}`,
      // calibre's ratings are 0–10 (half stars); Quire's average is 1–5, 0 for none.
      rating: g % 23 === 0 ? 0 : 2 * (1 + (g % 5)),
      year: 1900 + (g % 125),
      createdAt: now - g * 1000,
    });
  }
  return books;
}

/** calibre-server's version line, or undefined when it is not installed. */
export function calibreVersion() {
  const result = spawnSync('calibre-server', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * calibre-server's version, installing Debian's `calibre` package first when it is missing and
 * this process may (root, apt-get present, BENCH_INSTALL_CALIBRE not `false`). Answers
 * `{ version }` or `{ skipped: reason }`.
 */
export function ensureCalibre() {
  let version = calibreVersion();
  if (version) return { version };
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
  if (process.env.BENCH_INSTALL_CALIBRE !== 'false' && process.getuid?.() === 0 && aptGet) {
    console.log(
      '   calibre-server not found: installing Debian’s calibre package (apt-get install -y calibre)...',
    );
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'calibre'], { stdio: 'inherit' });
    version = calibreVersion();
    if (version) return { version };
  }
  return {
    skipped:
      'calibre-server is not installed (Debian: `apt-get install -y calibre`, as root); the comparison with calibre was skipped',
  };
}

/**
 * A calibre library at `dir` holding the generated books (metadata only: no book files, as the
 * generated Quire books have no uploaded files either). One calibre process adds them all
 * through calibre's library API (bench/calibre-add.py); `calibredb add` per book would start a
 * process per book.
 */
export function buildCalibreLibrary(dir, count, now) {
  mkdirSync(dir, { recursive: true });
  const listFile = path.join(dir, '..', `${path.basename(dir)}-books.json`);
  writeFileSync(listFile, JSON.stringify(generatedBooks(count, now)));
  const started = performance.now();
  const result = spawnSync(
    'calibre-debug',
    ['-e', path.join(import.meta.dirname, 'calibre-add.py'), dir, listFile],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`calibre-debug failed: ${result.stderr || result.stdout}`);
  return { ms: Math.round(performance.now() - started) };
}

export function startCalibre(dir, port) {
  return spawn(
    'calibre-server',
    ['--port', String(port), '--listen-on', '127.0.0.1', '--disable-use-bonjour', dir],
    { stdio: ['ignore', 'ignore', 'ignore'], detached: false },
  );
}

/** The sum of `read(pid)` over a process and all its descendants (Linux /proc). */
function sumOverTree(pid, read) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {}
  }
  let sum = 0;
  const visit = (id) => {
    try {
      sum += read(id);
    } catch {}
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return sum;
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
export function treeRssMb(pid) {
  const kb = sumOverTree(pid, (id) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0),
  );
  return Math.round(kb / 1024);
}

/**
 * Minor page faults of a process and all its descendants so far (Linux /proc): how many pages of
 * memory it has touched for the first time, each a fault the kernel (and, in a virtual machine,
 * perhaps the host) serves.
 */
export function treeMinorFaults(pid) {
  return sumOverTree(pid, (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
  });
}

/**
 * What a first touch of fresh memory costs on this machine: milliseconds to write one byte in
 * each 4 KB page of a new 128 MB WebAssembly memory (the size of PGlite's), the median of 3. On
 * some virtual machines this is ten times what it is on others, and a start that touches more
 * memory than another pays for it there.
 */
export function firstTouchMs() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const bytes = new Uint8Array(new WebAssembly.Memory({ initial: 2048 }).buffer);
    const t0 = performance.now();
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
    runs.push(performance.now() - t0);
  }
  return Math.round(runs.sort((a, b) => a - b)[1]);
}
