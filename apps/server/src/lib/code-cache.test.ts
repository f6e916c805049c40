import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCodeCache, startedFromCodeCache } from './code-cache.js';

const handle = Symbol.for('quire.codeCache');
const globals = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete globals[handle];
});

describe('the code cache written once the server listens', () => {
  it('is written by an ordinary start', () => {
    const save = vi.fn();
    globals[handle] = { used: false, save };
    expect(saveCodeCache({ seeded: false })).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    expect(startedFromCodeCache()).toBe(false);
  });

  it('is not written by a start that seeded the demo catalogue: the next start writes it', () => {
    const save = vi.fn();
    globals[handle] = { used: false, save };
    expect(saveCodeCache({ seeded: true })).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('is nothing to write when the server did not start from the bundle', () => {
    expect(saveCodeCache({ seeded: false })).toBe(false);
    expect(startedFromCodeCache()).toBeUndefined();
  });
});
