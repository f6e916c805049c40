import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { decodeFirstResult, type ResultField } from './pglite-rows.js';

/**
 * PGlite's `query` speaks the extended protocol one message at a time: parse, describe, bind,
 * describe, execute and sync are six calls into the WebAssembly PostgreSQL, each with its own
 * response parsing, and every statement is parsed and planned again. Measured on the catalogue's
 * page query, that overhead was about half of its cost (decision 038).
 *
 * `enableFastQueries` replaces the instance's `query` (outside transactions; a transaction's own
 * `tx.query` is untouched) with one that sends bind, describe, execute and sync as ONE message
 * batch, and decodes its answer itself (`decodeFirstResult`, decision 064). A statement is
 * parsed once and kept under a name, as PostgreSQL's prepared statements are with node-postgres
 * (decision 007), except searches whose pattern is a bound value (`ilike $n`), which are parsed
 * each time so every such pattern is planned for itself. It takes the same two locks as PGlite's
 * own `query`, so it never runs inside another caller's open transaction.
 */

interface Statement {
  /** '' for a statement parsed again each time. */
  name: string;
  text: string;
  paramTypes: number[];
  /**
   * A named statement's result columns, as PostgreSQL described them when it was prepared: its
   * executions ask for no description of their own (none when it returns no rows; decision 079).
   */
  fields?: ResultField[];
}

/** PGlite's locks: internal, but the ones its own `query` takes (checked at start-up). */
interface PGliteLocks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

/** Statements remembered at most; texts beyond it go through PGlite's own `query`. */
const MAX_STATEMENTS = 500;
/** PostgreSQL's codes for a prepared statement that no longer fits (schema changed) or is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();
const BIND = 0x42; // 'B'

/**
 * A Bind message of text values, written straight into one buffer of its size (decision 079):
 * PGlite's own writer allocates and copies a buffer per message and per flush, which cost more
 * than binding three values to a statement.
 */
function bindText(statement: string, values: (string | null)[]): Uint8Array {
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  let size = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const length of lengths) size += 4 + Math.max(length, 0);
  const out = Buffer.allocUnsafe(1 + size);
  let at = out.writeUInt8(BIND, 0);
  at = out.writeInt32BE(size, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at); // every parameter as text
  at = out.writeInt16BE(values.length, at);
  for (const [i, value] of values.entries()) {
    at = out.writeInt32BE(lengths[i]!, at);
    if (value !== null) at += out.write(value, at);
  }
  out.writeInt16BE(0, at); // every result column as text
  return out;
}

/** The result columns in a statement's description: none for a statement without rows. */
function describedFields(messages: { name: string }[]): ResultField[] | undefined {
  const row = messages.find((m) => m.name === 'rowDescription') as
    | { fields: { name: string; dataTypeID: number }[] }
    | undefined;
  if (row) return row.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
  return messages.some((m) => m.name === 'noData') ? [] : undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A counter bumped before and after every statement that may write (anything but a plain SELECT,
 * every `exec`, every transaction) on an embedded database. One process owns it, so a value read
 * from the database before a query stays current exactly as long as the counter has not moved
 * (decision 038: remembered page rows).
 */
const writeGenerations = new WeakMap<PGlite, () => number>();
export const writeGenerationOf = (client: PGlite) => writeGenerations.get(client);

const READ_ONLY = /^\s*select\b/i;
// Whole words only: a column such as updated_at is no write.
const MAY_WRITE = /\b(insert|update|delete|merge)\b|\b(nextval|setval|pg_advisory\w*)\s*\(/i;
const readOnly = (text: string) => READ_ONLY.test(text) && !MAY_WRITE.test(text);

export function enableFastQueries(client: PGlite): boolean {
  const locks = client as unknown as PGliteLocks;
  if (
    typeof locks._runExclusiveTransaction !== 'function' ||
    typeof locks._runExclusiveQuery !== 'function' ||
    typeof client.execProtocol !== 'function' ||
    typeof client.execProtocolRawStream !== 'function'
  )
    return false;
  const original = client.query.bind(client);
  const originalExec = client.exec.bind(client);
  const originalTransaction = client.transaction.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;
  let generation = 0;
  writeGenerations.set(client, () => generation);
  /** Runs a possible write with the generation bumped before it starts and after it ends. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    generation += 1;
    try {
      return await write();
    } finally {
      generation += 1;
    }
  };

  async function prepare(text: string): Promise<Statement> {
    // A pattern bound as a value is planned for each time; one read through a subquery is not
    // (decision 066).
    const name = /\bilike \$/i.test(text) ? '' : `quire_q${++counter}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return {
      name,
      text,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: name ? describedFields(messages) : undefined,
    };
  }

  async function run<T>(statement: Statement, params: unknown[], options?: QueryOptions) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? locks.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const fields = statement.fields;
    const text = values.every((value) => value === null || typeof value === 'string');
    const batch = concat([
      ...(statement.name
        ? []
        : [serialize.parse({ name: '', text: statement.text, types: statement.paramTypes })]),
      text
        ? bindText(statement.name, values as (string | null)[])
        : serialize.bind({ statement: statement.name, values: values as string[] }),
      // A named statement's columns were described when it was prepared.
      ...(fields ? [] : [DESCRIBE_PORTAL]),
      EXECUTE,
      SYNC,
    ]);
    // The raw response, decoded here rather than by PGlite's message parser (decision 064). The
    // chunks are views of the WebAssembly memory: copied before the next statement reuses it.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(batch, {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    await client.syncToFs();
    return decodeFirstResult<T>(
      chunks.length === 1 ? chunks[0]! : concat(chunks),
      locks.parsers,
      options,
      fields,
    );
  }

  const fast = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    readOnly(text) ? batched<T>(text, params, options) : writing(() => batched<T>(text, params, options));

  const batched = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || (!statements.has(text) && statements.size >= MAX_STATEMENTS))
      return original<T>(text, params, options);
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (!statement) {
          statement = await prepare(text);
          statements.set(text, statement);
        }
        try {
          return await run<T>(statement, params, options);
        } catch (error) {
          if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) statements.delete(text);
          throw error;
        }
      }),
    );
  };
  client.query = fast as PGlite['query'];
  client.exec = ((text: string, options?: QueryOptions) =>
    writing(() => originalExec(text, options))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    writing(() => originalTransaction(callback))) as PGlite['transaction'];
  return true;
}
