#!/usr/bin/env node
// `npm start` (and the browser tests): builds what its sources have changed since the last build.
// The shared package and the server are built by `tsc -b`, which compiles only what changed; the
// web app's build (bundle, prerender, compression: the slow part) is skipped when the sources it
// reads are byte for byte those of the build in apps/web/dist and that build is still there.
// `npm run build` always rebuilds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's build reads (files, or folders read whole), from the repository root. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/prerender.mjs',
  'scripts/prerendered-start.js',
  'scripts/precompress.mjs',
  // The versions of every dependency (Vite, React, plugins) the bundle is made from.
  'package-lock.json',
];
/** Tests sit beside the code but are never part of the bundle. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

/** Every input file, sorted; Vite's .env files included. */
export function webBuildFiles(root) {
  const files = [];
  const add = (file) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file)) add(path.join(file, name));
    } else if (!NOT_BUILT.test(file)) files.push(file);
  };
  for (const input of WEB_BUILD_INPUTS) add(path.join(root, input));
  const webDir = path.join(root, 'apps/web');
  for (const name of readdirSync(webDir)) if (name.startsWith('.env')) add(path.join(webDir, name));
  return files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

/**
 * A hash of what the web build would be made from: each input's path and contents, and the
 * VITE_* variables Vite reads from the environment. A file added, removed, renamed or changed
 * changes it, whatever its modification time says.
 */
export function webBuildFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of webBuildFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const key of Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/**
 * Which build is in apps/web/dist: its index.html's time and size. Any build, even one that then
 * fails, empties dist first and writes a new index.html, so this tells it from the recorded one.
 */
function distMark(root) {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return null;
  const { mtimeMs, size } = statSync(index);
  return `${mtimeMs}:${size}`;
}

export const stampFile = (root) => path.join(root, 'node_modules/.cache/quire/web-build.json');

/** Whether apps/web/dist holds the build of the current sources (as recorded by recordWebBuild). */
export function webBuildIsCurrent(root, env = process.env) {
  const mark = distMark(root);
  if (!mark || !existsSync(stampFile(root))) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(root), 'utf8'));
  } catch {
    return false;
  }
  return stamp.dist === mark && stamp.fingerprint === webBuildFingerprint(root, env);
}

/** Records that apps/web/dist was built from sources with `fingerprint` (taken before building). */
export function recordWebBuild(root, fingerprint) {
  mkdirSync(path.dirname(stampFile(root)), { recursive: true });
  writeFileSync(stampFile(root), `${JSON.stringify({ fingerprint, dist: distMark(root) })}\n`);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const npm = (...args) => {
    const result = spawnSync('npm', args, {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  npm('run', 'build', '--silent', '-w', 'packages/shared');
  npm('run', 'build', '--silent', '-w', 'apps/server');
  if (webBuildIsCurrent(root)) {
    console.log('The web app in apps/web/dist is built from the current sources: not rebuilt.');
    return;
  }
  // Taken first: a file saved while the build runs makes the next start build again.
  const fingerprint = webBuildFingerprint(root);
  npm('run', 'build', '-w', 'apps/web');
  recordWebBuild(root, fingerprint);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
