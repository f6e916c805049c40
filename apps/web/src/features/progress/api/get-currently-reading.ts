import type { ReadingProgressResponse } from '@quire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const currentlyReadingQueryOptions = () =>
  queryOptions({
    queryKey: [READING_KEY, 'progress'],
    queryFn: ({ signal }) => get<ReadingProgressResponse>('/api/reading/progress', { signal }),
  });

export const useCurrentlyReading = () => useQuery(currentlyReadingQueryOptions());
