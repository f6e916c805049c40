import type * as routes from '@quire/shared/routes';
import type { RouteQuery } from '@quire/shared/routes';

/** What GET /api/books is asked for (its query, from the contract); undefined fields are left out. */
export type BookListParams = RouteQuery<typeof routes.listBooks>;

/**
 * Query keys of the books screens. Everything lives under 'books' so a sign-out (which clears the
 * whole cache) and broad invalidations reach it; lists, infinite lists and details are separate
 * branches so the optimistic cache patches know the shape of what they touch.
 */
export const booksKeys = {
  all: ['books'] as const,
  lists: () => ['books', 'list'] as const,
  list: (params: BookListParams) => ['books', 'list', params] as const,
  infinite: () => ['books', 'infinite'] as const,
  infiniteList: (params: Omit<BookListParams, 'page'>) => ['books', 'infinite', params] as const,
  counts: () => ['books', 'count'] as const,
  count: (params: Omit<BookListParams, 'page' | 'limit'>) => ['books', 'count', params] as const,
  details: () => ['books', 'detail'] as const,
  detail: (id: string) => ['books', 'detail', id] as const,
  comments: (id: string) => ['books', 'comments', id] as const,
  trending: (limit: number) => ['books', 'trending', limit] as const,
};
