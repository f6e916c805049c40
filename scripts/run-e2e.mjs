#!/usr/bin/env node
// Runs the Playwright suite against an up-to-date build of the app on a throw-away data directory,
// with the system Chromium (never a downloaded browser build).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!process.env.CHROMIUM_PATH && isRoot && isDebian) {
    console.log("Chromium not found; installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(chromium)) return;
  }
  console.error(
    `No Chromium at ${chromium}: install your distribution's chromium package or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

ensureChromium();
if (!process.env.SKIP_BUILD) {
  // Builds only what changed since the last build (the web app not at all when its sources did not).
  execSync('node scripts/build-if-changed.mjs', { cwd: root, stdio: 'inherit' });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
