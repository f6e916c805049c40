import { protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Parsers = Record<number, (value: string, typeId?: number) => unknown>;

/** A result column as PostgreSQL describes it (the part a result keeps). */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

/** Protocol message type bytes read here (the rest, such as ParseComplete or ReadyForQuery, carry nothing a result needs). */
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** Commands whose completion tag counts affected rows (as PGlite's own result parser counts them). */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result of a raw protocol response (decision 064), decoded straight from its bytes.
 *
 * PGlite parses a response into a message object per protocol message, copying every field of
 * every row into its own buffer before decoding it; on a page of books (8 rows of 35 columns) that
 * was about half a millisecond, more than the query. Here each field is decoded from the response
 * once, in place, and the type parsers are PGlite's own, so the rows, fields and counts are the
 * ones `parse.parseResults` gives. An error response is handed to PGlite's protocol parser, so the
 * `DatabaseError` thrown is exactly PGlite's (code, detail, constraint…).
 */
export function decodeFirstResult<T>(
  data: Uint8Array,
  parsers: Parsers,
  options?: QueryOptions,
  /** The result's columns when the response holds no description of them (a prepared statement's). */
  described?: ResultField[],
): Results<T> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const allParsers = options?.parsers ? mergedParsers(parsers, options.parsers as Parsers) : parsers;
  const asArrays = options?.rowMode === 'array';
  let fields: ResultField[] = described ?? [];
  let fieldParsers = fields.map((field) => allParsers[field.dataTypeID] ?? identity);
  const rows: unknown[] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const code = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    const body = at + 5;
    if (code === ROW_DESCRIPTION) {
      const count = bytes.readInt16BE(body);
      fields = [];
      let p = body + 2;
      for (let i = 0; i < count; i++) {
        const nameEnd = bytes.indexOf(0, p);
        const name = bytes.toString('utf8', p, nameEnd);
        // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
        fields.push({ name, dataTypeID: bytes.readInt32BE(nameEnd + 7) });
        p = nameEnd + 19;
      }
      fieldParsers = fields.map((field) => allParsers[field.dataTypeID] ?? identity);
    } else if (code === DATA_ROW) {
      const count = bytes.readInt16BE(body);
      const values: unknown[] = new Array(count);
      let p = body + 2;
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        values[i] = fieldParsers[i]!(bytes.toString('utf8', p, p + length), fields[i]!.dataTypeID);
        p += length;
      }
      if (asArrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (code === COMMAND_COMPLETE) {
      const words = bytes.toString('utf8', body, end - 1).split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const result: Results<T> & { command: string; rowCount?: number } = {
        rows: rows as T[],
        fields,
        command,
        affectedRows: COUNTED.has(command) ? count : 0,
      };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    } else if (code === ERROR_RESPONSE) {
      throw errorOf(bytes.subarray(at, end));
    }
    at = end;
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

const identity = (value: string) => value;

/**
 * PGlite's parsers (over 300 types) with a query's own on top, merged once per pair: drizzle
 * passes the same options object with every execution of a statement, and merging them on every
 * call cost more than decoding the rows. PGlite fills its parsers as it opens (and again only in
 * `refreshArrayTypes`, which the app never calls), so a merged copy stays right.
 */
const merged = new WeakMap<Parsers, WeakMap<Parsers, Parsers>>();
function mergedParsers(base: Parsers, own: Parsers): Parsers {
  let byOwn = merged.get(base);
  if (!byOwn) {
    byOwn = new WeakMap();
    merged.set(base, byOwn);
  }
  let both = byOwn.get(own);
  if (!both) {
    both = { ...base, ...own };
    byOwn.set(own, both);
  }
  return both;
}

/** PGlite's own `DatabaseError` for an ErrorResponse message. */
function errorOf(message: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error('PostgreSQL answered with an error it did not describe');
}
