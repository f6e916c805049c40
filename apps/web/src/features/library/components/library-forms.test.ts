import { BOOK_FORM_MESSAGES, VALIDATION } from '@quire/shared';
import { describe, expect, it } from 'vitest';
import { validateQuickBook } from './add-book-dialog';
import { tagToAdd } from './tags-editor';

describe('validateQuickBook (Add New Book)', () => {
  const valid = { title: 'T', author: 'A', isbn: '0-306-40615-2', coverImage: '' };

  it('accepts the essentials, with or without a cover URL', () => {
    expect(validateQuickBook(valid)).toBeNull();
    expect(validateQuickBook({ ...valid, coverImage: 'https://example.com/c.jpg' })).toBeNull();
  });

  it('needs a title, an author and an ISBN', () => {
    expect(validateQuickBook({ ...valid, title: ' ', isbn: '' })).toEqual({
      message: VALIDATION.bookRequiredFields,
      fields: ['title', 'isbn'],
    });
  });

  it('checks the ISBN length and the cover URL', () => {
    expect(validateQuickBook({ ...valid, isbn: '12345' })).toBeNull();
    expect(validateQuickBook({ ...valid, isbn: 'x'.repeat(33) })?.message).toBe(
      BOOK_FORM_MESSAGES.isbnTooLong,
    );
    expect(validateQuickBook({ ...valid, coverImage: 'javascript:alert(1)' })?.message).toBe(
      BOOK_FORM_MESSAGES.coverUrlInvalid,
    );
  });
});

describe('tagToAdd', () => {
  it('trims the tag', () => {
    expect(tagToAdd('  beach reads ', [])).toBe('beach reads');
  });

  it('refuses blank tags and tags already there (any case)', () => {
    expect(tagToAdd('   ', [])).toBeNull();
    expect(tagToAdd('Winter', ['winter'])).toBeNull();
  });
});
