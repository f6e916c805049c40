import { chapterDocOf } from '@quire/shared/chapter-doc';
import { type Book, type BookDetail, bookPages } from '@quire/shared';
import type { AuthUser } from '../../plugins/auth.js';
import { canEditBook } from '../../policies/index.js';
import type { BookRow, PopularBookRow } from './books-catalogue.repository.js';
import type { ChapterRow } from './chapters.repository.js';
import { coverThumbOf } from '../../lib/covers.js';

/** Pages = words / 250, rounded, and at least 1 for a book with any text. */
export const pagesOf = bookPages;

/** The exact average from the integer sum and count (rating_avg is a float kept for sorting). */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 100) / 100;
}

/** A book row with the caller's own entry merged in, as every book answer shows it. */
export function presentBook(row: BookRow, user: AuthUser): Book {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    isbn: row.isbn,
    category: row.category,
    genre: row.genre,
    publicationYear: row.publicationYear,
    publisher: row.publisher,
    language: row.language,
    coverImage: row.coverImage,
    coverThumb: coverThumbOf(row.coverImage),
    featured: row.featured,
    isCompleted: row.isCompleted,
    chapterCount: row.chapterCount,
    wordCount: row.wordCount,
    pages: pagesOf(row.wordCount),
    likes: row.likesCount,
    favorites: row.favoritesCount,
    downloads: row.downloads,
    commentsCount: row.commentsCount,
    reviews: row.commentsCount,
    rating: { averageRating: averageRating(row.ratingSum, row.ratingCount), totalRatings: row.ratingCount },
    ratings: row.userRating ? [{ userId: user.id, rating: row.userRating }] : [],
    publishYear: row.publicationYear,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.entryStatus ?? null,
    progress: row.entryProgress ?? 0,
    favorite: row.entryFavorite ?? false,
    isLiked: row.isLiked,
    userRating: row.userRating ?? null,
    notes: row.entryNotes ?? '',
    tags: row.entryTags ?? [],
    currentChapter: row.entryCurrentChapter ?? null,
    lastReadAt: row.entryLastReadAt ? row.entryLastReadAt.toISOString() : null,
    canEdit: canEditBook(user, row),
    published: row.published,
  };
}

export function presentBookDetail(row: BookRow, chapterRows: ChapterRow[], user: AuthUser): BookDetail {
  return {
    ...presentBook(row, user),
    chapters: chapterRows.map(presentChapter),
  };
}

/** A chapter with its text, as the book's detail lists it. */
export function presentChapter(c: ChapterRow) {
  return {
    _id: c.id,
    chapterNumber: c.number,
    title: c.title,
    wordCount: c.wordCount,
    content: c.content,
    doc: chapterDocOf(c),
  };
}

/** Only public fields: the landing page shows these to visitors. */
export function presentPopularBook(row: PopularBookRow) {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    coverImage: row.coverImage,
    coverThumb: coverThumbOf(row.coverImage),
    category: row.category,
  };
}
