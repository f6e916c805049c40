import { Check, FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toasts';
import { isApiError } from '@/lib/api-client';
import { useAddBookToCollection, useCollections, useRemoveBookFromCollection } from '../api/collections';

interface CollectionsForBookProps {
  bookId: string;
  title: string;
}

/**
 * 'Add to collection' on a book's page: the reader's own collections (Book Management's Custom
 * Collections), each a toggle that adds the book or takes it out, saved at once.
 */
export function CollectionsForBook({ bookId, title }: CollectionsForBookProps) {
  const [open, setOpen] = useState(false);
  const collections = useCollections();
  const inCount =
    collections.data?.collections.filter((c) => c.books.some((b) => b.id === bookId)).length ?? 0;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        icon={<FolderPlus className="size-4" aria-hidden="true" />}
      >
        {inCount > 0 ? `In ${inCount} ${inCount === 1 ? 'collection' : 'collections'}` : 'Add to collection'}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add to collection"
        description={`Choose the collections ${title} belongs in.`}
      >
        <CollectionChoices bookId={bookId} title={title} />
      </Dialog>
    </>
  );
}

function CollectionChoices({ bookId, title }: CollectionsForBookProps) {
  const collections = useCollections();
  const add = useAddBookToCollection();
  const remove = useRemoveBookFromCollection();
  const busy = add.isPending || remove.isPending;
  const failed = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : 'Could not change the collection. Please try again.');

  if (collections.isPending) {
    return (
      <div className="mt-4 space-y-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (collections.isError) {
    return (
      <ErrorState
        className="mt-4"
        what="your collections"
        onRetry={() => void collections.refetch()}
        isRetrying={collections.isFetching}
      />
    );
  }
  const list = collections.data.collections;
  if (list.length === 0) {
    return (
      <div className="mt-4 space-y-3 text-sm text-ink-700">
        <p>No collections yet. Create one in Book Management, then add this book to it here.</p>
        <ButtonLink to="/book-management" variant="outline">
          <Plus className="size-4" aria-hidden="true" />
          New Collection
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-paper-200 rounded-2xl border border-paper-200">
      {list.map((collection) => {
        const inside = collection.books.some((book) => book.id === bookId);
        return (
          <li key={collection.id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink-900">{collection.name}</p>
              <p className="text-xs text-ink-600">
                {collection.bookCount} {collection.bookCount === 1 ? 'book' : 'books'}
              </p>
            </div>
            <Button
              size="sm"
              variant={inside ? 'secondary' : 'outline'}
              aria-pressed={inside}
              aria-label={`${inside ? 'Remove' : 'Add'} ${title} ${inside ? 'from' : 'to'} ${collection.name}`}
              disabled={busy}
              onClick={() =>
                inside
                  ? remove.mutate({ id: collection.id, bookId }, { onError: failed })
                  : add.mutate({ id: collection.id, bookId }, { onError: failed })
              }
              icon={
                inside ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Plus className="size-4" aria-hidden="true" />
                )
              }
            >
              {inside ? 'Added' : 'Add'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
