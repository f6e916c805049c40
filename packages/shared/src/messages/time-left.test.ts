import { describe, expect, it } from 'vitest';
import { formatMinutes, readingSpeedText, timeLeftText } from './time-left';

describe('time left', () => {
  it('says minutes and hours as a reader would', () => {
    expect(formatMinutes(0.2)).toBe('1 min');
    expect(formatMinutes(6.4)).toBe('6 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(130)).toBe('2 h 10 min');
  });

  it('gives the chapter and the book', () => {
    expect(timeLeftText(6, 130)).toBe('about 6 min left in chapter · 2 h 10 min in book');
    expect(timeLeftText(6, null)).toBe('about 6 min left in chapter');
    expect(readingSpeedText(312)).toBe('Your reading speed: 312 words per minute');
  });
});
