import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingFileJob,
  isFileJobKindShown,
  newClientKey,
  readPendingFileJobs,
  showFileJobKinds,
  writePendingFileJobs,
} from './pending-file-jobs';

const STORAGE_KEY = 'quire.file-jobs.pending';

afterEach(() => {
  writePendingFileJobs([]);
});

describe('pending file jobs', () => {
  it('are kept for the tab (sessionStorage), once each', () => {
    addPendingFileJob('k1', { at: 1 });
    addPendingFileJob('k1', { at: 2 });
    addPendingFileJob('k2', { at: 3 });
    expect(readPendingFileJobs()).toEqual([
      { key: 'k1', at: 1 },
      { key: 'k2', at: 3 },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(2);
    writePendingFileJobs([]);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps one whose outcome only this page can use out of the stored list', () => {
    addPendingFileJob('export', { at: 1, pageOnly: true });
    addPendingFileJob('csv', { at: 2 });
    expect(readPendingFileJobs().map((entry) => entry.key)).toEqual(['export', 'csv']);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([{ key: 'csv', at: 2 }]);
  });
});

describe('kinds shown on screen', () => {
  it('are shown while any screen marks them', () => {
    const dialog = showFileJobKinds(['import']);
    const section = showFileJobKinds(['goodreads-import', 'account-export']);
    const again = showFileJobKinds(['import']);
    expect(isFileJobKindShown('import')).toBe(true);
    expect(isFileJobKindShown('account-export')).toBe(true);
    dialog();
    expect(isFileJobKindShown('import')).toBe(true);
    again();
    section();
    expect(isFileJobKindShown('import')).toBe(false);
    expect(isFileJobKindShown('goodreads-import')).toBe(false);
  });
});

describe('newClientKey', () => {
  it('is 32 random hex digits', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientKey()).not.toBe(a);
  });
});
