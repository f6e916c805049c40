import { BOOK_FORM_MESSAGES } from '@quire/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { saveBookErrorMessage, toBookFormData } from './save-book';

const apiError = (status: number, body: unknown, statusText = '') =>
  new ApiError({ message: 'x', status, code: `HTTP_${status}`, statusText, body });

describe('saveBookErrorMessage', () => {
  it("shows the server's message", () => {
    expect(
      saveBookErrorMessage(
        apiError(409, { message: 'A book with this ISBN already exists', code: 'ISBN_TAKEN' }),
      ),
    ).toBe('A book with this ISBN already exists');
  });

  it("says 'Failed to save book' when a JSON answer has no message", () => {
    expect(saveBookErrorMessage(apiError(500, { code: 'X' }))).toBe('Failed to save book');
  });

  it("says 'Server error: {status} {statusText}' when the answer is not JSON", () => {
    expect(saveBookErrorMessage(apiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      'Server error: 502 Bad Gateway',
    );
    expect(saveBookErrorMessage(apiError(504, undefined, 'Gateway Timeout'))).toBe(
      BOOK_FORM_MESSAGES.serverError(504, 'Gateway Timeout'),
    );
  });

  it('falls back when no answer came at all', () => {
    expect(saveBookErrorMessage(apiError(0, undefined))).toBe('An error occurred while saving the book');
    expect(saveBookErrorMessage(new TypeError('boom'))).toBe(BOOK_FORM_MESSAGES.saveFallback);
  });
});

describe('toBookFormData', () => {
  const input = {
    title: ' Title ',
    author: 'Author',
    isbn: '9780306406157',
    category: 'Fiction',
    publicationYear: 2020,
    publisher: 'P',
    language: 'English',
    description: 'D',
    coverImage: null,
    chapters: [
      { _id: 'c1', title: ' One ', content: 'First' },
      { title: 'Two', content: 'Second' },
    ],
  };

  it('sends every field as text and the chapters as JSON, numbered by position', () => {
    const form = toBookFormData(input);
    expect(form.get('title')).toBe('Title');
    expect(form.get('publicationYear')).toBe('2020');
    expect(JSON.parse(String(form.get('chapters')))).toEqual([
      { _id: 'c1', title: 'One', content: 'First', chapterNumber: 1 },
      { title: 'Two', content: 'Second', chapterNumber: 2 },
    ]);
  });

  it('leaves the cover out when there is none', () => {
    expect(toBookFormData(input).has('coverImage')).toBe(false);
    expect(toBookFormData({ ...input, coverImage: '/api/images/abc' }).get('coverImage')).toBe(
      '/api/images/abc',
    );
  });
});
