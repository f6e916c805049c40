import * as routes from '@quire/shared/routes';
import type { ShelfChip } from '@quire/shared/schemas/reading';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const shelfQueryOptions = (chip: ShelfChip) =>
  queryOptions({
    queryKey: [READING_KEY, 'shelf', chip],
    queryFn: ({ signal }) => api(routes.shelf, { signal, query: { chip } }),
    placeholderData: keepPreviousData,
  });

export const useShelf = (chip: ShelfChip) => useQuery(shelfQueryOptions(chip));
