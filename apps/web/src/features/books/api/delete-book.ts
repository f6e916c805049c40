import * as routes from '@quire/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

export const deleteBook = (bookId: string) => api(routes.deleteBook, { params: { id: bookId } });

/** Deletes a book (owner or admin) and refreshes every list that may hold it. */
export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) => deleteBook(bookId),
    onSuccess: (_answer, bookId) => {
      queryClient.removeQueries({ queryKey: booksKeys.detail(bookId) });
      void queryClient.invalidateQueries({ queryKey: booksKeys.all });
    },
  });
}
