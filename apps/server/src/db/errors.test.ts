import { describe, expect, it } from 'vitest';
import { databaseErrorCode, isUniqueViolation } from './errors.js';

/** How Drizzle hands a driver's error on: its own error, with the driver's as the cause. */
const wrapped = (cause: object) => ({ message: 'Failed query: insert into ...', cause });

describe('database errors', () => {
  it('finds a unique violation in the error or what it wraps, of one constraint when asked', () => {
    const error = wrapped({ code: '23505', constraint: 'users_email_idx' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_idx')).toBe(true);
    expect(isUniqueViolation(error, 'books_isbn_idx')).toBe(false);
    // PGlite may give no constraint name: its message names it.
    expect(isUniqueViolation({ code: '23505', message: 'violates "books_isbn_idx"' }, 'books_isbn_idx')).toBe(
      true,
    );
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('looks four levels deep, no further', () => {
    const deep = (levels: number): object =>
      levels === 0 ? { code: '23505' } : { message: 'wrapped', cause: deep(levels - 1) };
    expect(isUniqueViolation(deep(3))).toBe(true);
    expect(isUniqueViolation(deep(4))).toBe(false);
  });

  it('reads the first SQLSTATE or system error code', () => {
    expect(databaseErrorCode(wrapped({ code: '23503' }))).toBe('23503');
    expect(databaseErrorCode(wrapped({ code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(databaseErrorCode({ code: 'FST_ERR_VALIDATION' })).toBeUndefined();
    expect(databaseErrorCode(new Error('plain'))).toBeUndefined();
  });
});
