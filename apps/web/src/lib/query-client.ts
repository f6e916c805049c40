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
      // Answers are kept for half an hour after their screen closes: a page seen earlier in the
      // visit shows again offline (app-shell.tsx).
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
