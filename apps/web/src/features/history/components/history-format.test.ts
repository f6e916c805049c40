import { describe, expect, it } from 'vitest';
import { formatTimeSpent, progressColor } from './history-screen';

describe('history row helpers', () => {
  it('shows time spent like 5 h 30 min, and <1 min rather than 0m', () => {
    expect(formatTimeSpent(5 * 3600 + 30 * 60)).toBe('5 h 30 min');
    expect(formatTimeSpent(45 * 60 + 59)).toBe('45 min');
    expect(formatTimeSpent(30)).toBe('<1 min');
  });

  it('colours the bar green at 100%, blue above 50%, orange otherwise', () => {
    expect(progressColor(100)).toBe('bg-green-600');
    expect(progressColor(51)).toBe('bg-blue-600');
    expect(progressColor(50)).toBe('bg-orange-500');
    expect(progressColor(0)).toBe('bg-orange-500');
  });
});
