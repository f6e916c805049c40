import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bookPages,
  bookProgressPercent,
  countWords,
  goalEndDate,
  isAcceptableCoverUrl,
  isOwnImageUrl,
  ownImageIdOf,
  ownImageThumbUrl,
  ownImageUrl,
  wordsToPages,
} from './domain.js';
import { getImage, getImageThumb } from './routes.gen.js';

describe('countWords', () => {
  it('counts runs of non-whitespace', () => {
    expect(countWords('  one\ttwo\n\nthree   four ')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('l’été—déjà vu')).toBe(2);
  });
});

describe('pages', () => {
  it('are words / 250, rounded, for words read', () => {
    expect([0, 124, 125, 374, 375, 1000].map(wordsToPages)).toEqual([0, 0, 1, 1, 2, 4]);
  });

  it('are at least 1 for a book with any text', () => {
    expect([0, 1, 124, 125, 374, 375, 1000].map(bookPages)).toEqual([0, 1, 1, 1, 1, 2, 4]);
  });
});

describe('bookProgressPercent', () => {
  const placement = { wordsBefore: 300, totalWords: 1000 };

  it('counts the words before the chapter plus the read part of it', () => {
    expect(bookProgressPercent(placement, 200, 0)).toBe(30);
    expect(bookProgressPercent(placement, 200, 0.5)).toBe(40);
    expect(bookProgressPercent({ wordsBefore: 0, totalWords: 3 }, 3, 1 / 3)).toBeCloseTo(33.333, 3);
  });

  it('stays within 0..100 and is 0 for a book without words', () => {
    expect(bookProgressPercent({ wordsBefore: 900, totalWords: 1000 }, 200, 1)).toBe(100);
    expect(bookProgressPercent({ wordsBefore: 0, totalWords: 0 }, 0, 1)).toBe(0);
  });
});

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, clamped to the month’s last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
  });
});

describe('goalEndDate', () => {
  it.each([
    ['2024-03-04', 'weekly', '2024-03-10'],
    ['2024-02-01', 'monthly', '2024-02-29'],
    ['2024-01-31', 'monthly', '2024-02-28'],
    ['2024-01-15', 'monthly', '2024-02-14'],
    ['2024-01-01', 'yearly', '2024-12-31'],
    ['2024-02-29', 'yearly', '2025-02-27'],
    ['2024-12-30', 'weekly', '2025-01-05'],
  ] as const)('%s + %s ends on %s', (start, timeframe, end) => {
    expect(goalEndDate(start, timeframe)).toBe(end);
  });
});

describe("our own images' addresses", () => {
  const id = '0b6f3a1c-2d4e-4f5a-8b9c-0d1e2f3a4b5c';

  it('are the image calls of the endpoint table', () => {
    expect(ownImageUrl(id)).toBe(getImage.path.replace(':id', id));
    expect(ownImageThumbUrl(id)).toBe(getImageThumb.path.replace(':id', id));
  });

  it('are told from other values, and give back their id', () => {
    expect(isOwnImageUrl(ownImageUrl(id))).toBe(true);
    expect(isOwnImageUrl(ownImageThumbUrl(id))).toBe(true);
    expect(isOwnImageUrl(`${ownImageUrl(id)}/other`)).toBe(false);
    expect(isOwnImageUrl(`https://cdn.example.com${ownImageUrl(id)}`)).toBe(false);
    expect(ownImageIdOf(ownImageThumbUrl(id.toUpperCase()))).toBe(id.toUpperCase());
    expect(ownImageIdOf(ownImageUrl('not-a-uuid'))).toBeUndefined();
    expect(ownImageIdOf(null)).toBeUndefined();
    expect(isAcceptableCoverUrl(ownImageThumbUrl(id))).toBe(true);
    expect(isAcceptableCoverUrl('javascript:alert(1)')).toBe(false);
  });
});
