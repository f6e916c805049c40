import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const currentlyReadingQueryOptions = () =>
  queryOptions({
    queryKey: [READING_KEY, 'progress'],
    queryFn: ({ signal }) => api(routes.readingProgress, { signal }),
  });

export const useCurrentlyReading = () => useQuery(currentlyReadingQueryOptions());
