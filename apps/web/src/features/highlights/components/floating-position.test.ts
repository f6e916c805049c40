import { afterEach, describe, expect, it, vi } from 'vitest';
import { floatingPosition } from './selection-toolbar';

const rect = (top: number, bottom: number) => ({ top, bottom, left: 40, width: 200 }) as DOMRect;

// The shared jsdom's own matchMedia, put back after each test.
const originalMatchMedia = window.matchMedia;

function onScreen(height: number, coarse: boolean) {
  vi.stubGlobal('innerHeight', height);
  vi.stubGlobal('innerWidth', 390);
  window.matchMedia = ((query: string) => ({ matches: coarse && query.includes('coarse') })) as never;
}

describe('floatingPosition (the selection toolbar and the highlight editor)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.matchMedia = originalMatchMedia;
  });

  it('goes below the selection on touch, and above it with a mouse', () => {
    onScreen(844, true);
    expect(floatingPosition(rect(300, 340), 52).top).toBe(350);
    onScreen(844, false);
    expect(floatingPosition(rect(300, 340), 52).top).toBe(238);
  });

  it('never covers selected words near the bottom of a phone: it goes above them', () => {
    onScreen(844, true);
    const { top } = floatingPosition(rect(760, 820), 52);
    expect(top + 52).toBeLessThanOrEqual(760);
  });

  it('never covers selected words under the header with a mouse: it goes below them', () => {
    onScreen(800, false);
    expect(floatingPosition(rect(70, 100), 52).top).toBe(110);
  });

  it('stays on screen when neither side has room', () => {
    onScreen(300, true);
    const { top } = floatingPosition(rect(60, 290), 52);
    expect(top).toBeGreaterThanOrEqual(8);
    expect(top + 52).toBeLessThanOrEqual(292);
  });
});
