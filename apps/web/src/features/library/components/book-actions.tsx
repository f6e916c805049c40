import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BOOK_MESSAGES, LIBRARY_TEXT } from '@quire/shared/messages';
import type { Book } from '@quire/shared/schemas/books';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { toast } from '@/lib/toasts';
import { refreshBookLists, useCachedBook, useDeleteBook, useFeatureSlots } from '@/features/books';
import { BookDetailsDialog } from './book-details-dialog';
import { quoted } from '@/lib/format';

export interface BookActions {
  openDetails: (book: Book) => void;
  askDelete: (book: Book) => void;
  /** The Book Details modal, the 'Reading: {title}' view and the delete confirmation. */
  modals: ReactNode;
}

/**
 * The read flow of spec §4 (Details → Read Book → reading view → Back to Details) and the delete
 * confirmation, shared by the library and the favourites tab.
 */
export function useBookActions(): BookActions {
  const queryClient = useQueryClient();
  const { ReaderOverlay, preloadReaderOverlay } = useFeatureSlots();
  const [selected, setSelected] = useState<Book | null>(null);
  const [reading, setReading] = useState(false);
  const [toDelete, setToDelete] = useState<Book | null>(null);
  const detailsBook = useCachedBook(selected?._id ?? null, selected);
  const deleteBook = useDeleteBook();

  const confirmDelete = () => {
    if (!toDelete) return;
    const book = toDelete;
    deleteBook.mutate(book._id, {
      onSuccess: () => {
        toast.success(BOOK_MESSAGES.deleted);
        setSelected((current) => (current?._id === book._id ? null : current));
      },
      // Spec §8: a failed delete is only logged.
      onError: (error) => console.error('Could not delete the book', error),
      onSettled: () => setToDelete(null),
    });
  };

  const modals = (
    <>
      <BookDetailsDialog
        book={reading ? null : detailsBook}
        onClose={() => setSelected(null)}
        onRead={() => setReading(true)}
      />
      {reading && detailsBook ? (
        <ReaderOverlay
          bookId={detailsBook._id}
          title={LIBRARY_TEXT.readingTitle(detailsBook.title)}
          closeLabel={LIBRARY_TEXT.backToDetails}
          onClose={() => {
            setReading(false);
            void refreshBookLists(queryClient);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${quoted(toDelete.title)}?` : ''}
        confirmLabel="Delete"
        tone="danger"
        isPending={deleteBook.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        This removes the book, its chapters and its comments for every reader. It cannot be undone.
      </ConfirmDialog>
    </>
  );

  // Read Book is one click away once the details are open: fetch the reader's code meanwhile.
  const openDetails = useCallback(
    (book: Book) => {
      preloadReaderOverlay();
      setSelected(book);
    },
    [preloadReaderOverlay],
  );

  return { openDetails, askDelete: setToDelete, modals };
}
