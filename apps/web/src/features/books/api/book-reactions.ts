import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import type { Book } from '@quire/shared/schemas/books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markBookListsStale, patchBookInCaches } from './book-cache';

export type LikeResult = RouteResponse<typeof routes.toggleLike>;
export type FavoriteResult = RouteResponse<typeof routes.toggleFavorite>;
export type RateResult = RouteResponse<typeof routes.rateBook>;

export const toggleLike = (id: string) => api(routes.toggleLike, { params: { id } });
export const toggleFavorite = (id: string) => api(routes.toggleFavorite, { params: { id } });
export const rateBook = (id: string, rating: number) =>
  api(routes.rateBook, { params: { id }, body: { rating } });

const flipLike = (book: Book): Partial<Book> => ({
  isLiked: !book.isLiked,
  likes: Math.max(0, book.likes + (book.isLiked ? -1 : 1)),
});

const flipFavorite = (book: Book): Partial<Book> => ({
  favorite: !book.favorite,
  favorites: Math.max(0, book.favorites + (book.favorite ? -1 : 1)),
});

/**
 * Like / unlike, shown at once and reverted if the call fails. Failures are only logged, as the
 * spec says (§8 Silent failures): the reverted button is the feedback.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) => toggleLike(bookId),
    onMutate: (bookId) => patchBookInCaches(queryClient, bookId, flipLike),
    onError: (error, bookId) => {
      console.error('Could not like the book', error);
      patchBookInCaches(queryClient, bookId, flipLike);
    },
    onSuccess: (result, bookId) =>
      patchBookInCaches(queryClient, bookId, { isLiked: result.liked, likes: result.likes }),
    onSettled: () => markBookListsStale(queryClient),
  });
}

/** Favourite / unfavourite, optimistic and reverted on failure (logged only). */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) => toggleFavorite(bookId),
    onMutate: (bookId) => patchBookInCaches(queryClient, bookId, flipFavorite),
    onError: (error, bookId) => {
      console.error('Could not change the favourite', error);
      patchBookInCaches(queryClient, bookId, flipFavorite);
    },
    onSuccess: (result, bookId) =>
      patchBookInCaches(queryClient, bookId, { favorite: result.favorite, favorites: result.favorites }),
    onSettled: () => markBookListsStale(queryClient),
  });
}

/**
 * Rates a book 1–5: the chosen stars show at once, then the answer's average and count replace
 * the local ones (spec §4). A failure puts the previous stars back and is only logged.
 */
export function useRateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, rating }: { bookId: string; rating: number; previous: number | null }) =>
      rateBook(bookId, rating),
    onMutate: ({ bookId, rating }) => patchBookInCaches(queryClient, bookId, { userRating: rating }),
    onError: (error, { bookId, previous }) => {
      console.error('Could not rate the book', error);
      patchBookInCaches(queryClient, bookId, { userRating: previous });
    },
    onSuccess: (result, { bookId }) =>
      patchBookInCaches(queryClient, bookId, {
        userRating: result.userRating,
        rating: { averageRating: result.averageRating, totalRatings: result.totalRatings },
      }),
    onSettled: () => markBookListsStale(queryClient),
  });
}
