import { describe, expect, it } from 'vitest';
import { daysUntil, formatCalendarDate, goalAmount, goalEndDate } from './goal-format';

describe('goal text', () => {
  it('uses the spec units', () => {
    expect(goalAmount(52, 'books')).toBe('52 books');
    expect(goalAmount(5000, 'pages')).toBe('5,000 pages');
    expect(goalAmount(30, 'time')).toBe('30 minutes');
  });

  it('formats calendar dates without shifting them by the zone', () => {
    expect(formatCalendarDate('2024-01-01')).toBe('Jan 1, 2024');
  });
});

describe('goalEndDate (same rule as the server)', () => {
  it.each([
    ['2024-03-04', 'weekly', '2024-03-10'],
    ['2024-02-01', 'monthly', '2024-02-29'],
    ['2024-01-31', 'monthly', '2024-02-28'],
    ['2024-01-01', 'yearly', '2024-12-31'],
    ['2024-12-15', 'monthly', '2025-01-14'],
  ] as const)('%s %s ends %s', (start, timeframe, end) => {
    expect(goalEndDate(start, timeframe)).toBe(end);
  });

  it('counts days between dates', () => {
    expect(daysUntil('2024-03-10', '2024-03-04')).toBe(6);
    expect(daysUntil('2024-03-01', '2024-03-04')).toBe(-3);
  });
});
