import * as routes from '@quire/shared/routes';
import type { Book, UpdateEntryBody } from '@quire/shared/schemas/books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markBookListsStale, patchBookInCaches } from './book-cache';

/** PUT /api/books/:id: the caller's own notes, tags, status and progress for a book. */
export const updateEntry = (bookId: string, body: UpdateEntryBody) =>
  api(routes.updateEntry, { params: { id: bookId }, body });

/** Saves the caller's entry and puts the answer into every cached copy of the book. */
export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, body }: { bookId: string; body: UpdateEntryBody }) => updateEntry(bookId, body),
    onSuccess: (book, { bookId, body }) => {
      // Only the fields that were sent: a slower, older answer must not undo newer typing.
      const changed: Partial<Book> = {};
      if (body.notes !== undefined) changed.notes = book.notes;
      if (body.tags !== undefined) changed.tags = book.tags;
      if (body.status !== undefined) changed.status = book.status;
      if (body.progress !== undefined) changed.progress = book.progress;
      patchBookInCaches(queryClient, bookId, changed);
      if (body.status !== undefined || body.progress !== undefined) void markBookListsStale(queryClient);
    },
  });
}
