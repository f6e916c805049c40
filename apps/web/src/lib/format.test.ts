import { describe, expect, it } from 'vitest';
import { countOf, formatDuration, plural, quoted, readVerb, sentenceCase } from './format';

describe('plurals', () => {
  it('chooses the form by the count', () => {
    expect(countOf(1, 'book')).toBe('1 book');
    expect(countOf(2, 'book')).toBe('2 books');
    expect(countOf(0, 'book')).toBe('0 books');
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(7, 'day')).toBe('7 days');
    expect(countOf(1200, 'page')).toBe('1,200 pages');
    expect(plural('entry', 3)).toBe('entries');
    expect(plural('person', 2, 'people')).toBe('people');
  });
});

describe('durations', () => {
  it('never shows 0m for reading under a minute', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(1)).toBe('<1 min');
    expect(formatDuration(59)).toBe('<1 min');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(45 * 60 + 59)).toBe('45 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(5 * 3600 + 30 * 60)).toBe('5 h 30 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });
});

describe('capitals', () => {
  it('capitalises the first word only', () => {
    expect(sentenceCase('MONTHLY GOAL')).toBe('Monthly goal');
    expect(sentenceCase('books read')).toBe('Books read');
  });
});

describe('reading verb', () => {
  it('says Continue reading once a book is started and until it is finished', () => {
    expect(readVerb(0, 'Read Book')).toBe('Read Book');
    expect(readVerb(null, 'Start Reading')).toBe('Start Reading');
    expect(readVerb(12, 'Read Book')).toBe('Continue reading');
    expect(readVerb(100, 'Read Book')).toBe('Read Book');
  });
});

describe('quoted', () => {
  it('puts text in curly quotes, and quotes inside it become single ones', () => {
    expect(quoted('Night Harbour')).toBe('“Night Harbour”');
    expect(quoted('“Blue” is the colour of distance.')).toBe('“‘Blue’ is the colour of distance.”');
    expect(quoted('“It’s the Forgetting”')).toBe('“‘It’s the Forgetting’”');
    expect(quoted('He said "stay" twice')).toBe('“He said ‘stay’ twice”');
  });
});
