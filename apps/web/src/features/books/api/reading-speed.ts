import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

/**
 * The caller's reading speed (words a minute), measured from their sessions or the default: the
 * reader's time left and the Reading Progress screen both read it. It moves slowly, so it is
 * fetched rarely; it sits under the "My reading" key, refreshed with the other numbers.
 */
export const readingSpeedQueryOptions = () =>
  queryOptions({
    queryKey: [READING_KEY, 'speed'] as const,
    queryFn: ({ signal }) => api(routes.readingSpeed, { signal }),
    staleTime: 10 * 60_000,
  });

export const useReadingSpeed = () => useQuery(readingSpeedQueryOptions());
