import { bookListResponseSchema, bookSchema } from '@quire/shared';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, isPlainData } from './response-serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const serializer = (schema: z.ZodType, check = false) =>
  createResponseSerializerCompiler({ check })(route(schema) as never);
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never);

/** A book as presentBook writes it, with values of every kind the schema holds. */
const book = (i: number) => ({
  _id: `id-${i}`,
  id: `id-${i}`,
  title: `Lantern “${i}” — Élan \\ "quoted" 😀`,
  author: 'Ada\nLovelace\t',
  description: 'x'.repeat(300),
  isbn: '9780000000000',
  category: 'Fiction',
  genre: i % 2 ? null : 'Mystery',
  publicationYear: i % 2 ? null : 2001,
  publisher: '',
  language: 'English',
  coverImage: null,
  coverThumb: null,
  featured: false,
  isCompleted: true,
  chapterCount: 3,
  wordCount: 1200,
  pages: 5,
  likes: 0,
  favorites: 2,
  downloads: 7,
  commentsCount: 1,
  reviews: 1,
  rating: { averageRating: 4.33, totalRatings: 3 },
  ratings: i % 2 ? [] : [{ userId: 'u1', rating: 4 }],
  publishYear: i % 2 ? null : 2001,
  ownerId: null,
  createdAt: '2026-11-29T03:29:14.123Z',
  updatedAt: '2026-11-29T03:29:14.123Z',
  status: i % 2 ? null : ('Reading' as const),
  progress: 12.5,
  favorite: false,
  isLiked: true,
  userRating: null,
  notes: '',
  tags: ['a', 'ç'],
  currentChapter: null,
  lastReadAt: null,
  canEdit: false,
  published: true,
});

describe('responses written from their JSON Schema (decision 078)', () => {
  it('writes a page of books exactly as zod and JSON.stringify write it', () => {
    const page = { books: [0, 1, 2, 3].map(book), totalPages: 9, total: 70, page: 2 };
    const written = serializer(bookListResponseSchema)(page);
    expect(written).toBe(viaZod(bookListResponseSchema)(page));
    expect(JSON.parse(written)).toEqual(page);
  });

  it('writes only the properties the schema names, at every depth', () => {
    const leaky = {
      ...book(0),
      passwordHash: 'secret',
      rating: { averageRating: 1, totalRatings: 1, sum: 9 },
    };
    const written = serializer(bookSchema)(leaky);
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('"sum"');
    expect(written).toBe(viaZod(bookSchema)(leaky));
  });

  it('is the JSON Schema’s writer in production, which writes by type where zod would refuse', () => {
    const schema = z.object({ title: z.string(), count: z.number().int() });
    // A number where a string is declared: written as the declared type (zod refuses it).
    expect(serializer(schema)({ title: 5, count: 1 })).toBe('{"title":"5","count":1}');
    expect(() => viaZod(schema)({ title: 5, count: 1 })).toThrow();
  });

  it('where the app is tested, refuses what zod refuses', () => {
    const schema = z.object({ title: z.string() });
    expect(() => serializer(schema, true)({ title: 5 })).toThrow();
    expect(serializer(schema, true)({ title: 'ok' })).toBe('{"title":"ok"}');
  });

  it('leaves what is not plain data to zod: transforms, unions, records, dates, defaults', () => {
    for (const schema of [
      z.object({ at: z.string().transform((s) => s.length) }),
      z.object({ either: z.union([z.string(), z.number()]) }),
      z.record(z.string(), z.number()),
      z.object({ at: z.date() }),
      z.object({ n: z.number().default(3) }),
      z.looseObject({ a: z.string() }),
    ])
      expect(isPlainData(schema)).toBe(false);
    for (const schema of [
      bookListResponseSchema,
      z.array(z.object({ s: z.enum(['a', 'b']).nullable(), l: z.literal('x'), u: z.unknown() })),
      z.object({ o: z.string().optional() }),
    ])
      expect(isPlainData(schema)).toBe(true);
    // zod's own serializer still writes them (a union, with its value).
    const either = z.object({ either: z.union([z.string(), z.number()]) });
    expect(serializer(either, true)({ either: 3 })).toBe('{"either":3}');
  });

  it('writes nullable enums, optional keys left out and unknown values as zod does', () => {
    const schema = z.object({
      s: z.enum(['Reading', 'Read']).nullable(),
      o: z.string().optional(),
      u: z.unknown(),
      nested: z.object({ n: z.number().nullable() }).nullable(),
    });
    for (const data of [
      { s: null, u: { any: [1, 'two'] }, nested: null },
      { s: 'Read', o: 'here', u: 3, nested: { n: 1.5 } },
      { s: 'Reading', o: undefined, u: null, nested: { n: null } },
    ])
      expect(serializer(schema, true)(data), JSON.stringify(data)).toBe(viaZod(schema)(data));
  });
});
