import { describe, expect, it } from 'vitest';
import { ReadingSessionTracker } from './reading-session-tracker';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const sec = (s: number) => T0 + s * 1000;

const tracker = (words = 1000, scrollable = true) => {
  const t = new ReadingSessionTracker({
    idleMs: 120_000,
    maxSessionMs: 30 * 60_000,
    maxWordsPerSecond: 12,
    newId: () => 'id',
  });
  t.setChapter(words, scrollable);
  return t;
};

describe('ReadingSessionTracker', () => {
  it('counts active time between activities and words by how far the reader moved', () => {
    const t = tracker(1000);
    t.begin(sec(0), 0.1);
    for (let s = 10; s <= 300; s += 10) {
      t.activity(sec(s));
      t.moveTo(0.1 + (s / 300) * 0.5);
    }
    const session = t.end(sec(330));
    expect(session).toEqual({
      id: 'id',
      startedAt: new Date(sec(0)).toISOString(),
      endedAt: new Date(sec(330)).toISOString(),
      activeSeconds: 330,
      wordsRead: 500,
    });
    expect(t.isOpen).toBe(false);
  });

  it('does not count an idle gap and ends the session where activity stopped', () => {
    const t = tracker(1000);
    t.begin(sec(0), 0);
    t.activity(sec(60));
    t.moveTo(0.2);
    const finished = t.activity(sec(60 + 600));
    expect(finished).toMatchObject({
      activeSeconds: 60,
      endedAt: new Date(sec(60)).toISOString(),
      wordsRead: 200,
    });
    // A new session starts at the activity that ended the idle time.
    t.moveTo(0.3);
    expect(t.end(sec(700))).toMatchObject({
      startedAt: new Date(sec(660)).toISOString(),
      activeSeconds: 40,
      wordsRead: 100,
    });
  });

  it('caps words at a plausible pace and at the chapter size', () => {
    const t = tracker(1000);
    t.begin(sec(0), 0);
    t.moveTo(1);
    expect(t.end(sec(10))?.wordsRead).toBe(120);

    const u = tracker(100, false);
    u.begin(sec(0));
    expect(u.end(sec(60))?.wordsRead).toBe(100);
  });

  it('ignores glances and never reports active time longer than the session', () => {
    const t = tracker();
    t.begin(sec(0), 0);
    expect(t.end(sec(3))).toBeNull();
    t.begin(sec(10), 0);
    const s = t.end(sec(10 + 7.9));
    expect(s?.activeSeconds).toBe(7);
    expect(Date.parse(s!.endedAt) - Date.parse(s!.startedAt)).toBeGreaterThanOrEqual(7000);
  });

  it('cuts very long sessions into pieces', () => {
    const t = tracker();
    t.begin(sec(0), 0);
    let finished = null;
    for (let s = 60; s <= 31 * 60 && !finished; s += 60) finished = t.activity(sec(s));
    expect(finished?.activeSeconds).toBe(30 * 60);
    expect(t.isOpen).toBe(true);
  });
});
