import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) will not change on a retry; network hiccups and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // In the browser answers are kept for half an hour after their screen closes: a page seen
      // earlier in the visit shows again offline (app-shell.tsx). The build's prerender (Node)
      // keeps TanStack's server default (no timer that would hold the process open).
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 30 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
