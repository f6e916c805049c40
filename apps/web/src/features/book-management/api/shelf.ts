import type { ShelfChip, ShelfResponse } from '@quire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const shelfQueryOptions = (chip: ShelfChip) =>
  queryOptions({
    queryKey: [READING_KEY, 'shelf', chip],
    queryFn: ({ signal }) => get<ShelfResponse>('/api/library/shelf', { signal, query: { chip } }),
    placeholderData: keepPreviousData,
  });

export const useShelf = (chip: ShelfChip) => useQuery(shelfQueryOptions(chip));
