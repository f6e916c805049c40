import { describe, expect, it } from 'vitest';
import { normaliseBookFields } from './book-form.js';
import { coverThumbOf } from '../../lib/covers.js';
import { averageRating, pagesOf } from './books.presenter.js';
import { containsPattern } from './books-catalogue.repository.js';
import { compactIsbn } from './books.repository.js';
import { countWords } from '@quire/shared';
import { isUniqueViolation, normaliseTags } from './books.service.js';

describe('books presenter helpers', () => {
  it('derives the thumbnail only for our own images', () => {
    expect(coverThumbOf('/api/images/abc')).toBe('/api/images/abc/thumb');
    expect(coverThumbOf('/api/images/abc/thumb')).toBe('/api/images/abc/thumb');
    expect(coverThumbOf('https://cdn.example.com/c.jpg')).toBe('https://cdn.example.com/c.jpg');
    expect(coverThumbOf(null)).toBeNull();
  });

  it('counts pages as words / 250, rounded, at least 1 with any text', () => {
    expect([0, 1, 124, 125, 374, 375, 1000].map(pagesOf)).toEqual([0, 1, 1, 1, 1, 2, 4]);
  });

  it('rounds the average to two decimals from the exact sum and count', () => {
    expect(averageRating(5, 3)).toBe(1.67);
    expect(averageRating(7, 2)).toBe(3.5);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('books rules', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  one\ttwo\n\nthree   four ')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });

  it('trims, drops blank and de-duplicates tags in order', () => {
    expect(normaliseTags([' a ', 'b', 'a', '  ', 'b '])).toEqual(['a', 'b']);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });

  it('compares ISBNs without hyphens, spaces or case', () => {
    expect(compactIsbn('978-1 80147-104-x')).toBe('978180147104X');
  });

  it('recognises a wrapped unique violation of one constraint only', () => {
    const wrapped = { message: 'Failed query', cause: { code: '23505', constraint: 'books_isbn_idx' } };
    expect(isUniqueViolation(wrapped, 'books_isbn_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'chapters_book_number_idx')).toBe(false);
    expect(isUniqueViolation({ code: '23503' }, 'books_isbn_idx')).toBe(false);
  });

  it('shapes form fields: JSON chapters parsed, empty optional text dropped', () => {
    expect(
      normaliseBookFields({
        title: '',
        coverImage: '',
        genre: 'null',
        publicationYear: '2001',
        chapters: '[{"title":"A","content":"B"}]',
      }),
    ).toEqual({ title: '', publicationYear: '2001', chapters: [{ title: 'A', content: 'B' }] });
    expect(normaliseBookFields({ chapters: '[oops' })).toEqual({ chapters: '[oops' });
  });
});
