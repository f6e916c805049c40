// The bundle's entry (decision 069): it runs `server.cjs` beside it as a CommonJS module, from
// V8's code cache once a start has written one, and compiles from source when the cache does not
// fit the source.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A bundle folder: the entry, and a `server.cjs` that reports what it was given. */
function bundleFolder(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-code-cache-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  copyFileSync(path.join(import.meta.dirname, 'start-from-code-cache.js'), path.join(dir, 'server.js'));
  writeServer(dir, label);
  return dir;
}

function writeServer(dir, label) {
  // Enough code that V8 has something to keep: a few functions the "start" runs.
  const source = `
const path = require('node:path');
function shelve(books) { return books.map((title, i) => ({ title, shelf: i % 3 })).filter((b) => b.shelf !== 1); }
function describeShelf(books) { return shelve(books).map((b) => \`\${b.title} on \${b.shelf}\`).join('; '); }
const cache = globalThis[Symbol.for('quire.codeCache')];
const report = {
  label: ${JSON.stringify(label)},
  used: cache.used,
  file: path.basename(__filename),
  dir: __dirname,
  exportsIsModuleExports: exports === module.exports,
  shelf: describeShelf(['Emma', 'Middlemarch', 'Persuasion', 'Bleak House']),
};
cache.save();
console.log(JSON.stringify(report));
`;
  writeFileSync(path.join(dir, 'server.cjs'), source);
}

function start(dir) {
  const run = spawnSync(process.execPath, [path.join(dir, 'server.js')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

describe('the bundle started from its code cache', () => {
  it('runs the script as a CommonJS module, writes the cache on the first start and runs from it on the next', () => {
    const dir = bundleFolder('first');
    const cacheFile = path.join(dir, 'server.cjs.cache');
    expect(existsSync(cacheFile)).toBe(false);

    const first = start(dir);
    expect(first).toEqual({
      label: 'first',
      used: false,
      file: 'server.cjs',
      dir,
      exportsIsModuleExports: true,
      shelf: 'Emma on 0; Persuasion on 2; Bleak House on 0',
    });
    expect(existsSync(cacheFile)).toBe(true);

    const second = start(dir);
    expect(second.used).toBe(true);
    expect(second.shelf).toBe(first.shelf);
    // Written whole, then renamed: no partial file is left beside it.
    expect(readdirSync(dir).sort()).toEqual(['package.json', 'server.cjs', 'server.cjs.cache', 'server.js']);
  });

  it('compiles a changed script from its source and writes the cache again', () => {
    const dir = bundleFolder('old');
    start(dir);
    expect(start(dir).used).toBe(true);

    writeServer(dir, 'new build');
    const changed = start(dir);
    expect(changed).toMatchObject({ label: 'new build', used: false });
    expect(start(dir)).toMatchObject({ label: 'new build', used: true });
  });
});
