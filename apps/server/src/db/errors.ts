/**
 * Reading database errors. Drizzle wraps the driver's error (pg's or PGlite's) in its own, whose
 * `cause` holds it; a caller may wrap it once more. So each question walks the error and what it
 * wraps, a few levels deep.
 */

/** PostgreSQL's SQLSTATE for a row that would break a unique index. */
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's SQLSTATE for a row that points at a row that is not there (any more). */
export const FOREIGN_KEY_VIOLATION = '23503';

/** The fields of an error (or of what it wraps) that these questions read. */
export interface ErrorLink {
  readonly code?: unknown;
  readonly constraint?: unknown;
  readonly message?: unknown;
  readonly name?: unknown;
  readonly cause?: unknown;
}

/** The error, then what it wraps (`cause`), then what that wraps: at most four in all. */
export function* errorAndCauses(error: unknown): Generator<ErrorLink> {
  let current = error;
  for (let depth = 0; current && depth < 4; depth++) {
    yield current as ErrorLink;
    current = (current as ErrorLink).cause;
  }
}

/**
 * The first code in an error or what it wraps that is a PostgreSQL SQLSTATE (five digits or capitals)
 * or a Node system error's (`ECONNREFUSED`, ...).
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const { code } of errorAndCauses(error)) {
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || code.startsWith('E'))) return code;
  }
  return undefined;
}

/**
 * Whether a (possibly wrapped) database error is a unique violation; of `constraint` when given
 * (the error's constraint name, or its message when the driver gives no name).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name, message } of errorAndCauses(error)) {
    if (code !== UNIQUE_VIOLATION) continue;
    if (constraint === undefined) return true;
    return typeof name === 'string' ? name === constraint : String(message ?? '').includes(constraint);
  }
  return false;
}
