import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnounceThrottle } from './announce-throttle.js';

describe('createAnnounceThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first at once and collapses a burst into one more at the end of the window', () => {
    const sent: string[] = [];
    const throttle = createAnnounceThrottle(3000, (user, id) => sent.push(`${user}:${id}`));
    for (let i = 0; i < 300; i++) throttle.announce('u1', 'n1');
    expect(sent).toEqual(['u1:n1']);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual(['u1:n1', 'u1:n1']);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
    throttle.announce('u1', 'n1');
    expect(sent).toHaveLength(3);
  });

  it('keeps one window per notification', () => {
    const sent: string[] = [];
    const throttle = createAnnounceThrottle(3000, (_user, id) => sent.push(id));
    throttle.announce('u1', 'a');
    throttle.announce('u1', 'b');
    throttle.announce('u2', 'c');
    throttle.announce('u1', 'a');
    expect(sent).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual(['a', 'b', 'c', 'a']);
  });

  it('sends nothing more once closed', () => {
    const sent: string[] = [];
    const throttle = createAnnounceThrottle(3000, (_user, id) => sent.push(id));
    throttle.announce('u1', 'a');
    throttle.announce('u1', 'a');
    throttle.close();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['a']);
  });
});
