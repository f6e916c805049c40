#!/usr/bin/env node
// `npm test`: every tier — unit and API integration (vitest; PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser end-to-end suite (Playwright).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return r.status ?? 1;
};

const steps = [
  ['npx', ['vitest', 'run']],
  ['node', ['scripts/run-e2e.mjs']],
];
let failed = 0;
for (const [cmd, args] of steps) {
  if (run(cmd, args) !== 0) failed += 1;
}
if (!process.env.TEST_DATABASE_URL)
  console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL integration suite was skipped.)');
process.exit(failed ? 1 : 0);
