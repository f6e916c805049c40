import type { Collection, CollectionInput, CollectionListResponse, CollectionUpdate } from '@quire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const collectionsQueryKey = [READING_KEY, 'collections'] as const;

export const getCollections = (signal?: AbortSignal) =>
  get<CollectionListResponse>('/api/collections', { signal });

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: collectionsQueryKey, queryFn: ({ signal }) => getCollections(signal) });

export const useCollections = () => useQuery(collectionsQueryOptions());

export const createCollection = (input: CollectionInput) => post<Collection>('/api/collections', input);
export const updateCollection = (id: string, input: CollectionUpdate) =>
  put<Collection>(`/api/collections/${id}`, input);
export const deleteCollection = (id: string) => del<{ message: string }>(`/api/collections/${id}`);
export const addBookToCollection = (id: string, bookId: string) =>
  post<Collection>(`/api/collections/${id}/books`, { bookId });
export const removeBookFromCollection = (id: string, bookId: string) =>
  del<Collection>(`/api/collections/${id}/books/${bookId}`);

function useCollectionsMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsQueryKey }),
  });
}

export const useCreateCollection = () => useCollectionsMutation(createCollection);
export const useUpdateCollection = () =>
  useCollectionsMutation(({ id, input }: { id: string; input: CollectionUpdate }) =>
    updateCollection(id, input),
  );
export const useDeleteCollection = () => useCollectionsMutation(deleteCollection);
export const useAddBookToCollection = () =>
  useCollectionsMutation(({ id, bookId }: { id: string; bookId: string }) => addBookToCollection(id, bookId));
export const useRemoveBookFromCollection = () =>
  useCollectionsMutation(({ id, bookId }: { id: string; bookId: string }) =>
    removeBookFromCollection(id, bookId),
  );
