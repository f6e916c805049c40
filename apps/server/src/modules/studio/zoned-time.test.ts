import { describe, expect, it } from 'vitest';
import { releaseInstant, zonedTimeToDate } from './zoned-time.js';

describe('release times in the writer’s zone', () => {
  it('reads a wall-clock time in its zone, across daylight saving', () => {
    expect(zonedTimeToDate('2026-07-01T18:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
    expect(zonedTimeToDate('2026-12-01T18:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    expect(zonedTimeToDate('2026-03-08T03:30:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedTimeToDate('2026-12-01T09:15', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-01T03:45:00.000Z',
    );
  });

  it('takes a time with an offset as it is', () => {
    expect(releaseInstant('2026-12-01T18:00:00+02:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
    expect(releaseInstant('2026-12-01T18:00:00Z', undefined).toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });
});
