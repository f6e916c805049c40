import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deferredModule } from './deferred-modules.js';

/*
 * Responses written from their schema (decision 078). A response is checked against its zod schema
 * by `safeEncode` and then written by JSON.stringify: for a page of books that was a tenth of the
 * server's time on a list request, more than its query. A schema of plain data (objects, arrays,
 * strings, numbers, booleans, enums, nulls) is instead written by fast-json-stringify from its
 * JSON Schema: only the schema's properties are written, as zod's strip wrote them, each by its
 * type. What the types promise is checked where the data is built (a presenter returns the type
 * the schema infers); where the app is tested (NODE_ENV test or development) every response is
 * also written the old way and the two must be the same, character for character.
 *
 * Schemas with anything else (unions, records, transforms, codecs, defaults, dates) keep zod's
 * serializer. Each route's writer is built on its first response, so a start builds none.
 */

type FastJsonStringify = (schema: object) => (data: unknown) => string;
const fastJsonStringify = deferredModule<FastJsonStringify>('fast-json-stringify');

type ZodDef = {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  catchall?: unknown;
  values?: unknown[];
};

/** Whether a zod schema holds only plain data that its JSON Schema writes exactly as zod would. */
export function isPlainData(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: ZodDef } })?._zod?.def;
  if (!def) return false;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'unknown':
    case 'any':
      return true;
    case 'literal':
      return (def.values ?? []).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
    case 'nullable':
    case 'optional':
    case 'readonly':
      return isPlainData(def.innerType);
    case 'array':
      return isPlainData(def.element);
    case 'object':
      // A catch-all (loose or strict objects) writes keys the schema does not name.
      return def.catchall === undefined && Object.values(def.shape ?? {}).every(isPlainData);
    default:
      return false;
  }
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema fast-json-stringify writes from: a nullable written as a type list (its `anyOf`
 * would be tried branch by branch), and no required keys (a missing one is left out, as
 * JSON.stringify leaves out an undefined value; tests check the data against zod).
 */
function writable(schema: JsonSchema): JsonSchema {
  const { $schema: _, required: __, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  if (Array.isArray(rest.anyOf) && rest.anyOf.length === 2) {
    const [a, b] = rest.anyOf as JsonSchema[];
    const other = a?.type === 'null' ? b : b?.type === 'null' ? a : undefined;
    if (other && typeof other.type === 'string') {
      delete out.anyOf;
      Object.assign(out, writable(other), { type: [other.type, 'null'] });
    }
  }
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([key, value]) => [
        key,
        writable(value),
      ]),
    );
  }
  if (out.items && typeof out.items === 'object') out.items = writable(out.items as JsonSchema);
  return out;
}

/** A writer for plain data of this schema, or undefined when its JSON Schema is not one it writes. */
function fastWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  const json = writable(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema);
  // An anyOf left (a nullable of a list of types): zod's serializer writes it.
  if (JSON.stringify(json).includes('"anyOf"')) return undefined;
  return fastJsonStringify()(json);
}

type SerializerCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<SerializerCompiler>[0];

/**
 * Fastify's serializer compiler for zod schemas: plain data written from its JSON Schema, the
 * rest by fastify-type-provider-zod's. With `check`, each fast answer is compared with zod's.
 */
export function createResponseSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return (route: RouteSchema) => {
    const viaZod = zodSerializerCompiler(route);
    const schema = route.schema as z.ZodType;
    if (!isPlainData(schema)) return viaZod;
    let writer: ((data: unknown) => string) | undefined | null = null;
    return (data: unknown) => {
      if (writer === null) writer = fastWriter(schema);
      if (!writer) return viaZod(data);
      const written = writer(data);
      if (check) {
        const expected = viaZod(data);
        if (expected !== written)
          throw new Error(
            `${route.method} ${route.url}: the response written from its JSON Schema differs from zod's\n${written}\n${expected}`,
          );
      }
      return written;
    };
  };
}
