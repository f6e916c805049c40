import type { ProfileBook, ProfileShelfBook } from '@quire/shared';
import type { ProfileRepository } from './profile.repository.js';

type PublishedRow = Awaited<ReturnType<ProfileRepository['listPublishedBooks']>>[number];
type ShelfRow = Awaited<ReturnType<ProfileRepository['listShelf']>>[number];

export function presentProfileBook(row: PublishedRow): ProfileBook {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    coverImage: row.coverImage,
    category: row.category,
    likes: row.likesCount,
    rating: { averageRating: Math.round(row.ratingAvg * 10) / 10, totalRatings: row.ratingCount },
    chapterCount: row.chapterCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentShelfBook(row: ShelfRow): ProfileShelfBook {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    coverImage: row.coverImage,
    status: row.status,
    favorite: row.favorite,
    progress: Math.round(row.progress),
  };
}
