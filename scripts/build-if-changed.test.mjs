import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  recordWebBuild,
  webBuildFiles,
  webBuildFingerprint,
  webBuildIsCurrent,
} from './build-if-changed.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A build: dist written, then recorded as made from the sources as they were before it. */
const build = (env = {}) => {
  const fingerprint = webBuildFingerprint(root, env);
  write('apps/web/dist/index.html', `<html>${Math.random()}</html>`);
  recordWebBuild(root, fingerprint);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'quire-build-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/src/app/app.tsx', 'export const App = () => null;');
  write('apps/web/src/app/app.test.tsx', 'it("renders", () => {});');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/shared/src/constants.ts', 'export const PAGE = 20;');
  write('scripts/prerender.mjs', '// prerender');
  write('package-lock.json', '{}');
  write('README.md', '# not an input');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what the web build reads', () => {
  it('is the sources, configuration and lock file, not the tests', () => {
    write('apps/web/.env.production', 'VITE_API_TARGET=http://api');
    expect(webBuildFiles(root)).toEqual([
      'apps/web/.env.production',
      'apps/web/index.html',
      'apps/web/src/app/app.tsx',
      'apps/web/src/main.tsx',
      'apps/web/vite.config.ts',
      'package-lock.json',
      'packages/shared/src/constants.ts',
      'scripts/prerender.mjs',
    ]);
  });
});

describe('whether apps/web/dist is current', () => {
  it('is not before the first build, and is after it', () => {
    expect(webBuildIsCurrent(root, {})).toBe(false);
    build();
    expect(webBuildIsCurrent(root, {})).toBe(true);
  });

  it('is not once a source changes, even with its old modification time', () => {
    build();
    write('packages/shared/src/constants.ts', 'export const PAGE = 30;');
    utimesSync(
      path.join(root, 'packages/shared/src/constants.ts'),
      new Date(2000, 0, 1),
      new Date(2000, 0, 1),
    );
    expect(webBuildIsCurrent(root, {})).toBe(false);
  });

  it('is not once a source is added, removed or renamed', () => {
    build();
    write('apps/web/src/app/extra.tsx', '');
    expect(webBuildIsCurrent(root, {})).toBe(false);
    build();
    rmSync(path.join(root, 'apps/web/src/app/extra.tsx'));
    expect(webBuildIsCurrent(root, {})).toBe(false);
    build();
    rmSync(path.join(root, 'apps/web/src/app/app.tsx'));
    write('apps/web/src/app/shell.tsx', 'export const App = () => null;');
    expect(webBuildIsCurrent(root, {})).toBe(false);
  });

  it('is not when a VITE_ variable differs from the build’s', () => {
    build({ VITE_API_TARGET: 'http://one' });
    expect(webBuildIsCurrent(root, { VITE_API_TARGET: 'http://one', OTHER: 'x' })).toBe(true);
    expect(webBuildIsCurrent(root, { VITE_API_TARGET: 'http://two' })).toBe(false);
  });

  it('is not when dist was built or emptied since (by `npm run build`, or a build that failed)', () => {
    build();
    write('apps/web/dist/index.html', '<html>another build</html>');
    expect(webBuildIsCurrent(root, {})).toBe(false);
    build();
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(webBuildIsCurrent(root, {})).toBe(false);
  });

  it('still is after a test, a README or the server changes', () => {
    build();
    write('apps/web/src/app/app.test.tsx', 'it("renders again", () => {});');
    write('README.md', '# changed');
    write('apps/server/src/app.ts', 'export {};');
    expect(webBuildIsCurrent(root, {})).toBe(true);
  });
});
