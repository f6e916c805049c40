import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

// The route table knows the contract's schemas as types only: no zod in the landing page's code.
export type PopularBooksResponse = RouteResponse<typeof routes.popularBooks>;
export type PopularBook = PopularBooksResponse['books'][number];

export const POPULAR_BOOKS_COUNT = 4;

export const getPopularBooks = (signal?: AbortSignal) => api(routes.popularBooks, { signal });

interface PopularBooksState {
  /** The server's books, undefined when it could not be asked. */
  books: PopularBook[] | undefined;
  isPending: boolean;
}

/**
 * The Popular This Week books, asked for once the page is on screen. A plain request rather than
 * a query cache: the landing page loads no data library (it is prerendered and hydrated on its
 * own, decision 040), and nothing else on it shares the answer.
 */
export function usePopularBooks(): PopularBooksState {
  const [state, setState] = useState<PopularBooksState>({ books: undefined, isPending: true });
  useEffect(() => {
    const controller = new AbortController();
    getPopularBooks(controller.signal).then(
      (answer) =>
        setState({
          books: Array.isArray(answer?.books) ? answer.books.slice(0, POPULAR_BOOKS_COUNT) : [],
          isPending: false,
        }),
      () => {
        if (!controller.signal.aborted) setState({ books: undefined, isPending: false });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
