import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingImport,
  isImportDialogOpen,
  newClientKey,
  readPendingImports,
  setImportDialogOpen,
  writePendingImports,
} from './import-activity';

afterEach(() => {
  writePendingImports([]);
  setImportDialogOpen(false);
});

describe('pending imports', () => {
  it('are kept for the tab (sessionStorage), once each', () => {
    addPendingImport('k1', 1);
    addPendingImport('k1', 2);
    addPendingImport('k2', 3);
    expect(readPendingImports()).toEqual([
      { key: 'k1', at: 1 },
      { key: 'k2', at: 3 },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem('quire.import.pending') ?? '[]')).toHaveLength(2);
    writePendingImports([]);
    expect(window.sessionStorage.getItem('quire.import.pending')).toBeNull();
  });
});

describe('the dialog flag', () => {
  it('follows the dialog', () => {
    setImportDialogOpen(true);
    expect(isImportDialogOpen()).toBe(true);
    setImportDialogOpen(false);
    expect(isImportDialogOpen()).toBe(false);
  });
});

describe('newClientKey', () => {
  it('is 32 random hex digits', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientKey()).not.toBe(a);
  });
});
