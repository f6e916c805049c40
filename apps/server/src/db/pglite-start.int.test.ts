import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { beginOpeningPglite, takeBegunPglite } from './pglite-start.js';

/** The embedded database begun by the process's entry is the one the app opens (decision 065). */
describe.skipIf(process.env.QUIRE_TEST_DB === 'postgres')('an embedded database begun early', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-begun-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is handed once, to the opening of the same folder, and never to another', async () => {
    beginOpeningPglite(dataDir);
    const folder = path.join(dataDir, 'pglite');
    expect(takeBegunPglite(path.join(dataDir, 'elsewhere'))).toBeUndefined();
    const begun = takeBegunPglite(folder);
    expect(begun).toBeInstanceOf(Promise);
    expect(takeBegunPglite(folder)).toBeUndefined();
    const client = await begun!;
    await client.close();
  });

  it('is the client the app then opens, migrated and answering', async () => {
    beginOpeningPglite(dataDir);
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      // Taken by the opening: nothing is left begun for the folder.
      expect(takeBegunPglite(path.join(dataDir, 'pglite'))).toBeUndefined();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('leaves a folder it cannot open to the app’s own opening, which reports it', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => beginOpeningPglite(file)).not.toThrow();
    expect(takeBegunPglite(path.join(file, 'pglite'))).toBeUndefined();
    await expect(openPglite({ dataDir: path.join(file, 'pglite') })).rejects.toThrow(/ENOTDIR/);
  });
});
