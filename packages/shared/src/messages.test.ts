import { describe, expect, it } from 'vitest';
import { countOf } from './domain.js';
import { NOTIFICATION_MESSAGES } from './messages.js';

describe('NOTIFICATION_MESSAGES', () => {
  it('keeps the single-actor texts', () => {
    expect(NOTIFICATION_MESSAGES.commented('Ada', 'The Glass Orchard')).toBe(
      'Ada commented on "The Glass Orchard"',
    );
    expect(NOTIFICATION_MESSAGES.liked('Bo', 'Salt and Ink')).toBe('Bo liked "Salt and Ink"');
    expect(NOTIFICATION_MESSAGES.rated('Bo', 'Salt and Ink', 4)).toBe('Bo rated "Salt and Ink" 4 stars');
    expect(NOTIFICATION_MESSAGES.rated('Fan', 'X', 1)).toBe('Fan rated "X" 1 star');
  });

  it('names the latest actor and counts the others, one or many', () => {
    expect(NOTIFICATION_MESSAGES.commented('Bob', 'Title', 12)).toBe(
      'Bob and 12 others commented on "Title"',
    );
    expect(NOTIFICATION_MESSAGES.commented('Bob', 'Title', 1)).toBe('Bob and 1 other commented on "Title"');
    expect(NOTIFICATION_MESSAGES.liked('Bob', 'Title', 2)).toBe('Bob and 2 others liked "Title"');
    expect(NOTIFICATION_MESSAGES.rated('Bob', 'Title', 5, 3)).toBe('Bob and 3 others rated "Title"');
  });

  it('tells readers of a removed book', () => {
    expect(NOTIFICATION_MESSAGES.bookRemoved('Title')).toBe('\u201cTitle\u201d was removed by its author');
  });

  it('pluralises once', () => {
    expect([countOf(0, 'other'), countOf(1, 'other'), countOf(2, 'other')]).toEqual([
      '0 others',
      '1 other',
      '2 others',
    ]);
  });
});
