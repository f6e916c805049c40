#!/usr/bin/env node
// `node bench/hostile.mjs` (part of `npm run bench`): imports each hostile file the outside probe
// sent (built by apps/server/test/fixtures/books/hostile-files.ts, the tests' own generators),
// one at a time, into the real HTTP server on the embedded database, while a steady load of
// `GET /api/health` (two loops, ~50 requests a second) measures how long other requests wait.
// Per file: the answer and how long it took, health p50 / p99 / worst, the server's peak RSS
// (the whole process, worker threads included, sampled every 50 ms), and whether the process
// survived. Writes bench/HOSTILE-RESULTS.md and bench/hostile-results.json.
// Needs a build (`npm run build`).
//
//   HOSTILE_SERVER=path/to/server.js   another build's server (a before/after comparison)
//   HOSTILE_LABEL=before               the label of this run in the results (default: after)
//   HOSTILE_FILE_SECONDS=120           give up on one file after this long (the server is restarted)
//   HOSTILE_ONLY=flood,tiny            only these files
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
register();
const hostile = await import(path.join(root, 'apps/server/test/fixtures/books/hostile-files.ts'));
const { handMadeEpub } = await import(path.join(root, 'apps/server/test/fixtures/books/zip-writer.ts'));

const serverPath = path.resolve(
  process.env.HOSTILE_SERVER ?? path.join(root, 'apps/server/bundle/server.js'),
);
const label = process.env.HOSTILE_LABEL ?? 'after';
const fileSeconds = Number(process.env.HOSTILE_FILE_SECONDS ?? 120);
const only = process.env.HOSTILE_ONLY?.split(',');
const port = Number(process.env.HOSTILE_PORT ?? 3292);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const FILES = [
  [
    'flood',
    'flood.epub',
    'one chapter inflating to 150 MB of short paragraphs',
    () => hostile.paragraphFlood(150),
  ],
  ['flood90', 'flood-90.epub', 'one chapter inflating to 90 MB', () => hostile.paragraphFlood(90)],
  ['spine', 'spine.epub', '~10,000 spine items', () => hostile.manySpineItems(9_990)],
  [
    'overlap',
    'overlap.epub',
    '50 entries overlapping one (a non-recursive bomb)',
    () => hostile.overlappingEntries(50),
  ],
  [
    'repeat',
    'repeat.epub',
    'one 150 KB chapter read 1,000 times (150 MB of text)',
    () => hostile.repeatedChapter(1_000),
  ],
  ['tiny', 'tiny.txt', 'a text file of a million tiny paragraphs', () => hostile.tinyParagraphs(1_000_000)],
  ['divs', 'nested.epub', '200,000 nested <div>s', () => hostile.nestedDivs(200_000)],
  ['divs20k', 'nested-20k.epub', '20,000 nested <div>s', () => hostile.nestedDivs(20_000)],
  ['quotes', 'nested.md', 'Markdown quoted 100,000 deep', () => hostile.nestedQuotes(100_000)],
  [
    'parallel',
    'repeat.epub',
    'four of "repeat" at once, from four readers',
    () => [1, 2, 3, 4].map(() => hostile.repeatedChapter(1_000)),
  ],
  ['honest', 'honest.epub', 'an honest small EPUB (the baseline)', () => handMadeEpub()],
].filter(([key]) => !only || only.includes(key));

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return 0;
  }
}

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function startServer() {
  // Something else answering on the port would be measured instead of this build.
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what listens there or set HOSTILE_PORT`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-hostile-'));
  const child = spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      UPLOAD_LIMIT_PER_HOUR: '100000',
      WRITE_LIMIT_PER_MINUTE: '100000',
      // With REDIS_URL the limits are shared with anything else on this Redis (tests, earlier runs).
      AUTH_IP_LIMIT: '1000000',
      REGISTER_LIMIT_PER_HOUR: '100000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await sleep(250);
  }
  const post = (url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const tokens = [];
  for (const n of [1, 2, 3, 4]) {
    const user = {
      name: `Bench ${n}`,
      email: `hostile-${n}-${Date.now()}@example.com`,
      password: 'bench-password',
    };
    const registered = await post('/api/auth/register', user);
    if (!registered.ok)
      throw new Error(`the bench reader could not register: ${registered.status} ${await registered.text()}`);
    const login = await post('/api/auth/login', user);
    if (!login.ok)
      throw new Error(`the bench reader could not sign in: ${login.status} ${await login.text()}`);
    tokens.push((await login.json()).token);
  }
  return { child, tokens, exited, stderr: () => stderr, dataDir };
}

async function stopServer(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

async function measure(server, [key, fileName, what, build]) {
  const built = build();
  const files = Array.isArray(built) ? built : [built];
  let done = false;
  const latencies = [];
  const pending = new Set();
  let failures = 0;
  // Health, two steady loops; a request still waiting when the import ends counts with its wait so far.
  const loop = async () => {
    while (!done) {
      const started = performance.now();
      const entry = { started };
      pending.add(entry);
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(fileSeconds * 1000) });
        await res.arrayBuffer();
        if (res.status >= 500) failures += 1;
      } catch {
        failures += 1;
      }
      pending.delete(entry);
      latencies.push(performance.now() - started);
      await sleep(40);
    }
  };
  let peak = rssMb(server.child.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.child.pid));
  }, 50);
  const loops = [loop(), loop()];
  await sleep(300);
  const started = performance.now();
  const post = async (bytes, token) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), fileName);
    try {
      const res = await Promise.race([
        fetch(`${base}/api/books/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: AbortSignal.timeout(fileSeconds * 1000),
        }),
        server.exited.then(({ code, signal }) => {
          throw new Error(`the server exited (${signal ?? `code ${code}`})`);
        }),
      ]);
      const body = await res.json().catch(() => ({}));
      return { status: res.status, message: body.message ?? body.title ?? '' };
    } catch (error) {
      return { status: 0, message: error instanceof Error ? error.message : String(error) };
    }
  };
  const answers = await Promise.all(files.map((bytes, index) => post(bytes, server.tokens[index])));
  // Several files: the worst answer stands for them all (a 0 is no answer, a 5xx a failure).
  const answer = answers.reduce((worst, a) => (a.status === 0 || a.status > worst.status ? a : worst));
  const answerMs = Math.round(performance.now() - started);
  await sleep(300);
  done = true;
  for (const entry of pending) latencies.push(performance.now() - entry.started);
  clearInterval(sampler);
  await Promise.race([Promise.all(loops), sleep(2000)]);
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    key,
    what,
    uploadKb: Math.round(files.reduce((sum, bytes) => sum + bytes.length, 0) / 1024),
    statuses: answers.map((a) => a.status),
    status: answer.status,
    message: answer.message,
    answerMs,
    healthRequests: sorted.length,
    healthFailures: failures,
    healthP50: Math.round(percentile(sorted, 0.5)),
    healthP99: Math.round(percentile(sorted, 0.99)),
    healthMax: Math.round(sorted.at(-1) ?? 0),
    peakRssMb: peak,
    alive,
    exit: alive ? '' : (server.stderr().match(/heap out of memory|FATAL ERROR[^\n]*/)?.[0] ?? 'exited'),
    stderr: alive ? undefined : server.stderr().slice(-2000),
  };
}

const results = [];
let server = await startServer();
console.log(`hostile imports (${label}): ${serverPath}`);
for (const file of FILES) {
  const result = await measure(server, file);
  results.push(result);
  console.log(
    `${result.key.padEnd(8)} ${String(result.status).padEnd(4)} ${String(result.answerMs).padStart(7)} ms  health p50/p99/max ${result.healthP50}/${result.healthP99}/${result.healthMax} ms  RSS ${result.peakRssMb} MB  ${result.alive ? 'alive' : `DIED: ${result.exit}`}  ${result.message.slice(0, 70)}`,
  );
  // A server that died or still works on the file is replaced, so each file starts from the same place.
  if (!result.alive || result.status === 0) {
    await stopServer(server);
    server = await startServer();
  }
}
await stopServer(server);

const jsonPath = path.join(root, 'bench/hostile-results.json');
const all = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : {};
all[label] = {
  at: new Date().toISOString(),
  load: os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' '),
  cpus: os.cpus().length,
  results,
};
writeFileSync(jsonPath, `${JSON.stringify(all, null, 2)}\n`);
// In the project's own JSON style, so the file stays lint-clean as written.
spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', jsonPath], { stdio: 'ignore' });

const row = (r) =>
  `| ${r.what} | ${r.uploadKb} KB | ${(r.statuses ?? [r.status]).map((status) => status || '—').join(', ')} in ${(r.answerMs / 1000).toFixed(1)} s | ${r.healthP50} / ${r.healthP99} / ${r.healthMax} | ${r.peakRssMb} | ${r.alive ? 'yes' : `**no** (${r.exit})`} | ${r.message.replaceAll('|', '\\|').slice(0, 110)} |`;
const sections = Object.entries(all).map(
  ([
    name,
    run,
  ]) => `## ${name} (${run.at.slice(0, 16).replace('T', ' ')} UTC, load ${run.load}, ${run.cpus} cores)

| file | upload | answer | health p50 / p99 / worst ms | peak RSS MB | alive | message |
|---|---|---|---|---|---|---|
${run.results.map(row).join('\n')}`,
);
writeFileSync(
  path.join(root, 'bench/HOSTILE-RESULTS.md'),
  `# Hostile imports

\`node bench/hostile.mjs\` (part of \`npm run bench\`): each file posted to \`POST /api/books/import\` on the
embedded database while two loops request \`GET /api/health\` about 50 times a second; the server's
RSS (worker threads included) sampled every 50 ms. A file still unanswered after ${fileSeconds} s is given up
(its health wait counts up to then). Targets: the process never exits, no 5xx, health p99 under
100 ms, RSS under 1 GB. "before" is the build before the file workers and their bounds.

${sections.join('\n\n')}
`,
);
console.log('wrote bench/HOSTILE-RESULTS.md');
