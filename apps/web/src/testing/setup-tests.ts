import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default: on a loaded two-core machine a screen that
// renders in milliseconds when idle can take longer, and a wait that is too short fails a test
// whose screen is right. Waits end as soon as the screen is there, so a longer limit costs nothing.
configure({ asyncUtilTimeout: 5_000 });

/**
 * A test that times out is abandoned, not stopped: vitest moves on to the next test while the old
 * one's pending steps still resume, so its typing went on in the next test's form. A user-event
 * instance therefore only acts for the test that made it: afterwards each of its calls, and each
 * step of a call under way (between two keys typed, say), throws instead.
 */
let currentTest = 0;
const endTest = () => {
  currentTest += 1;
};

type Setup = typeof userEvent.setup;
const guarded = Symbol('quire: user-event bound to its test');
const patched = userEvent as { setup: Setup; [guarded]?: true };
if (!patched[guarded]) {
  const setup = userEvent.setup;
  patched.setup = (options: Parameters<Setup>[0] = {}) => {
    const owner = currentTest;
    const check = () => {
      if (owner !== currentTest)
        throw new Error('user-event: this instance belongs to a test that has already ended');
    };
    const user = setup({
      ...options,
      // user-event waits `delay` ms between steps (on the real timers, or options.advanceTimers'):
      // the check runs once that wait is over, just before the next step.
      advanceTimers: async (delay) => {
        const waited = new Promise<void>((resolve) => globalThis.setTimeout(resolve, delay));
        await Promise.all([waited, options.advanceTimers?.(delay)]);
        check();
      },
    });
    return new Proxy(user, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          check();
          return value.apply(target, args);
        };
      },
    });
  };
  patched[guarded] = true;
}

/**
 * Each test starts on an empty page, whatever the one before it left behind (even when it timed
 * out): what it rendered is unmounted, and what else it put in the document (nodes added outside
 * React, attributes on <html> and <body>), the storage and fake timers are reset.
 */
afterEach(() => {
  endTest();
  cleanup();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

// jsdom does no layout: ranges and text have no boxes. The chapter editor (ProseMirror) asks for
// them to scroll the caret into view; empty boxes are what a page with no layout has.
const noRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Text.prototype] as unknown as {
  getClientRects?: unknown;
  getBoundingClientRect?: unknown;
}[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;
