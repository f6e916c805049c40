import { z } from 'zod';
import { chapterDocSchema, storedChapterDocSchema } from '../chapter-doc.js';
import {
  BOOK_CATEGORIES,
  BOOK_SORT_FIELDS,
  BOOK_STATUSES,
  COMMENT_MAX_LENGTH,
  DEFAULT_BOOK_ORDER,
  DEFAULT_BOOK_SORT,
  currentYear,
  FEATURED_MAX,
  LIBRARY_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  POPULAR_BOOKS_MAX,
  PUBLICATION_YEAR_MIN,
} from '../constants.js';
import { ISBN_MAX_LENGTH, isAcceptableCoverUrl, normaliseIsbn } from '../domain.js';
import { BOOK_FORM_MESSAGES, VALIDATION } from '../messages.js';
import { text } from './common.js';
import { commentAnchorInputSchema, commentAnchorSchema } from './highlights.js';

export const bookStatusSchema = z.enum(BOOK_STATUSES);
export const bookCategorySchema = z.enum(BOOK_CATEGORIES);

/** GET /api/books query: paging, the spec's six sort fields, and database-side filters. */
export const listBooksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIBRARY_PAGE_SIZE),
  sort: z.enum(BOOK_SORT_FIELDS).default(DEFAULT_BOOK_SORT),
  order: z.enum(['asc', 'desc']).default(DEFAULT_BOOK_ORDER),
  /** Case-insensitive substring of title or author. */
  q: text().trim().max(200).optional(),
  status: bookStatusSchema.optional(),
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  category: text().trim().max(50).optional(),
  genre: text().trim().max(50).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Only books the caller uploaded (their drafts included). */
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /**
   * `library`: My Library, the caller's own books: those with a status, their favourites and the
   * ones they uploaded (drafts included). Without it, the whole published catalogue.
   */
  scope: z.enum(['library']).optional(),
});
export type ListBooksQuery = z.input<typeof listBooksQuerySchema>;

export const chapterSummarySchema = z.object({
  _id: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
});

export const chapterFullSchema = chapterSummarySchema.extend({
  content: z.string(),
  /** The chapter as a structured document (decision 049). */
  doc: storedChapterDocSchema,
});

export const ratingSummarySchema = z.object({ averageRating: z.number(), totalRatings: z.number().int() });

/** A book as lists show it: public fields, counters, and the caller's own entry merged in. */
export const bookSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  isbn: z.string(),
  category: z.string(),
  genre: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  publisher: z.string(),
  language: z.string(),
  coverImage: z.string().nullable(),
  /** Smaller rendition for cards when the cover is hosted by us; else the cover itself. */
  coverThumb: z.string().nullable(),
  featured: z.boolean(),
  isCompleted: z.boolean(),
  chapterCount: z.number().int(),
  wordCount: z.number().int(),
  /** Pages = words / 250, rounded (at least 1 for a book with text). */
  pages: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  downloads: z.number().int(),
  commentsCount: z.number().int(),
  /** Knowledge Pool name of commentsCount (spec §3: reviews, a count). */
  reviews: z.number().int(),
  rating: ratingSummarySchema,
  /**
   * Spec §3 `ratings`: only the caller's own entry (empty when unrated); other readers' ratings
   * are summed in `rating` (decision 003).
   */
  ratings: z.array(z.object({ userId: z.string(), rating: z.number().int() })),
  /** Knowledge Pool name of publicationYear. */
  publishYear: z.number().int().nullable(),
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // The caller's own library entry (defaults when there is none).
  status: bookStatusSchema.nullable(),
  progress: z.number(),
  favorite: z.boolean(),
  isLiked: z.boolean(),
  userRating: z.number().int().nullable(),
  notes: z.string(),
  tags: z.array(z.string()),
  currentChapter: z.number().int().nullable(),
  lastReadAt: z.string().nullable(),
  /** Whether the caller may edit and delete this book (owner or admin). */
  canEdit: z.boolean(),
  /** False for a draft, which only its owner (and admins) can see. */
  published: z.boolean(),
});
export type Book = z.infer<typeof bookSchema>;

export const bookDetailSchema = bookSchema.extend({ chapters: z.array(chapterFullSchema) });
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const bookListResponseSchema = z.object({
  books: z.array(bookSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
});
export type BookListResponse = z.infer<typeof bookListResponseSchema>;

/** A chapter's text: may be blank while the book is a draft, never once it is published. */
const chapterContent = text({ error: VALIDATION.chaptersIncomplete })
  .trim()
  .max(500_000, BOOK_FORM_MESSAGES.chapterTooLong);

/** One chapter of the book form. */
export const chapterInputSchema = z.object({
  /**
   * The stored chapter this entry edits (from the detail's chapters[]._id). Optional: without it
   * the chapter at the same position is kept, so its reads, votes and comments survive an edit.
   */
  _id: text().max(64).optional(),
  title: text({ error: VALIDATION.chaptersIncomplete })
    .trim()
    .min(1, VALIDATION.chaptersIncomplete)
    .max(300, BOOK_FORM_MESSAGES.chapterTitleTooLong),
  /** Blank only in a draft: publishing needs every chapter's text (decision 018). */
  content: chapterContent.default(''),
  /**
   * The chapter as a structured document (decision 049: an import, the editor). When sent, it is
   * what is saved and `content` is written from it; without it `content` is the chapter.
   */
  doc: chapterDocSchema.optional(),
  /** Ignored on save: chapters are numbered 1..N in the order they are sent. */
  chapterNumber: z.coerce.number().int().optional(),
});
/** A chapter of a book being published: its text is required. */
export const publishedChapterInputSchema = chapterInputSchema.extend({
  content: chapterContent.min(1, VALIDATION.chaptersIncomplete),
});
export type ChapterInput = z.infer<typeof chapterInputSchema>;

const requiredText = (max: number, tooLong: string) =>
  text({ error: VALIDATION.bookRequiredFields })
    .trim()
    .min(1, VALIDATION.bookRequiredFields)
    .max(max, tooLong);

/** Multipart sends booleans as text: 'true'/'false' (a plain coercion would read 'false' as true). */
const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The book form (POST /api/upload-book, PUT /api/upload-book/:bookId). Multipart fields arrive
 * as text, so numbers are coerced and chapters may be JSON text.
 */
export const bookInputSchema = z.object({
  title: requiredText(300, BOOK_FORM_MESSAGES.titleTooLong),
  author: requiredText(200, BOOK_FORM_MESSAGES.authorTooLong),
  isbn: requiredText(ISBN_MAX_LENGTH, BOOK_FORM_MESSAGES.isbnTooLong).transform(normaliseIsbn),
  category: z.enum(BOOK_CATEGORIES, { error: BOOK_FORM_MESSAGES.categoryInvalid }).default('Fiction'),
  genre: text().trim().max(50).nullish(),
  publicationYear: z.coerce
    .number({ error: BOOK_FORM_MESSAGES.publicationYearInvalid })
    .int(BOOK_FORM_MESSAGES.publicationYearInvalid)
    .min(PUBLICATION_YEAR_MIN, BOOK_FORM_MESSAGES.publicationYearTooEarly)
    .refine((y) => y <= currentYear(), BOOK_FORM_MESSAGES.publicationYearInFuture)
    .default(() => currentYear()),
  publisher: text().trim().max(200).default(''),
  language: text().trim().max(50).default('English'),
  description: text().trim().max(10_000).default(''),
  /** A URL (from POST /api/images or elsewhere); null, '' or omitted means no cover. */
  coverImage: text()
    .trim()
    .max(2000, BOOK_FORM_MESSAGES.coverUrlInvalid)
    .refine(isAcceptableCoverUrl, BOOK_FORM_MESSAGES.coverUrlInvalid)
    .nullish(),
  isCompleted: booleanField.optional(),
  /** None (or blank ones) saves a draft; publishing needs at least one, each with text. */
  chapters: z
    .array(chapterInputSchema, { error: VALIDATION.chaptersIncomplete })
    .max(2000, BOOK_FORM_MESSAGES.tooManyChapters)
    .default([]),
  /**
   * Whether others see the book. Not sent: on create, published when every chapter has text
   * (and there is at least one), a draft otherwise; on update, unchanged.
   */
  published: booleanField.optional(),
});
export type BookInput = z.infer<typeof bookInputSchema>;

export const saveBookResponseSchema = bookDetailSchema.extend({ message: z.string() });

/** PUT /api/books/:id — the caller's own entry. */
export const updateEntryBodySchema = z
  .object({
    notes: text().max(10_000, 'Notes can hold at most 10,000 characters'),
    tags: z.array(text().trim().min(1, 'A tag cannot be empty').max(40)).max(50),
    status: bookStatusSchema.nullable(),
    progress: z.number().min(0).max(100),
  })
  .partial();
export type UpdateEntryBody = z.infer<typeof updateEntryBodySchema>;

export const toggleLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const toggleFavoriteResponseSchema = z.object({ favorite: z.boolean(), favorites: z.number().int() });

export const rateBodySchema = z.object({
  rating: z.coerce
    .number({ error: VALIDATION.ratingRange })
    .int(VALIDATION.ratingRange)
    .min(1, VALIDATION.ratingRange)
    .max(5, VALIDATION.ratingRange),
});
export const rateResponseSchema = ratingSummarySchema.extend({ userRating: z.number().int() });

export const commentSchema = z.object({
  _id: z.string(),
  content: z.string(),
  userId: z.object({ _id: z.string(), username: z.string(), avatar: z.string().nullable() }),
  bookId: z.string(),
  chapterNumber: z.number().int().nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
  /** Chapter comments only: the paragraph a comment is about, or null for the chapter itself. */
  anchor: commentAnchorSchema.nullable().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentBodySchema = z.object({
  content: text({ error: VALIDATION.commentBlank })
    .trim()
    .min(1, VALIDATION.commentBlank)
    .max(COMMENT_MAX_LENGTH, VALIDATION.commentTooLong),
});

/**
 * `?page=&limit=` of a comment list (book or chapter): COMMENTS_PAGE_SIZE by default; a larger
 * limit is capped at MAX_PAGE_SIZE rather than refused.
 */
export const commentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMMENTS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
});

/** POST a chapter comment: the text and, for a paragraph comment, its anchor. */
export const chapterCommentBodySchema = commentBodySchema.extend({
  anchor: commentAnchorInputSchema.optional(),
});

/** A chapter's comment list; `?paragraph=N` narrows it to one paragraph's thread. */
export const chapterCommentListQuerySchema = commentListQuerySchema.extend({
  paragraph: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A comment list is a plain array, newest first (spec §7); paging travels in X-Total-Count and Link. */
export const commentListResponseSchema = z.array(commentSchema);

/** GET /api/books/popular query: how many books (4 by default, at most 12). */
export const popularBooksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(POPULAR_BOOKS_MAX).default(FEATURED_MAX),
});

/** Public, cached: only public fields of the week's most-read books. */
export const popularBookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  coverThumb: z.string().nullable(),
  category: z.string(),
});
export const popularBooksResponseSchema = z.object({ books: z.array(popularBookSchema) });
