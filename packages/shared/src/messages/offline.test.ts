import { describe, expect, it } from 'vitest';
import { DEVICE_NAMES, OFFLINE_MESSAGES, readAgo } from './offline.js';

describe('the "Continue from" question', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('says how long ago in the words of the question', () => {
    const twoHours = new Date(now.getTime() - 2 * 3_600_000 - 59_000);
    expect(OFFLINE_MESSAGES.continueFrom(7, DEVICE_NAMES.phone, readAgo(twoHours, now))).toBe(
      'Continue from Chapter 7 (read on your phone, 2 h ago)?',
    );
  });
  it('counts minutes, hours and days, never a future time', () => {
    expect(readAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
    expect(readAgo(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 min ago');
    expect(readAgo(new Date(now.getTime() - 26 * 3_600_000), now)).toBe('1 d ago');
  });
});
