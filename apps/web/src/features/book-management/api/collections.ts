import type { CollectionInput, CollectionUpdate } from '@quire/shared/schemas/reading';
import * as routes from '@quire/shared/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const collectionsQueryKey = [READING_KEY, 'collections'] as const;

export const getCollections = (signal?: AbortSignal) => api(routes.listCollections, { signal });

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: collectionsQueryKey, queryFn: ({ signal }) => getCollections(signal) });

export const useCollections = () => useQuery(collectionsQueryOptions());

export const createCollection = (input: CollectionInput) => api(routes.createCollection, { body: input });
export const updateCollection = (id: string, input: CollectionUpdate) =>
  api(routes.updateCollection, { params: { id }, body: input });
export const deleteCollection = (id: string) => api(routes.deleteCollection, { params: { id } });
export const addBookToCollection = (id: string, bookId: string) =>
  api(routes.addCollectionBook, { params: { id }, body: { bookId } });
export const removeBookFromCollection = (id: string, bookId: string) =>
  api(routes.removeCollectionBook, { params: { id, bookId } });

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
