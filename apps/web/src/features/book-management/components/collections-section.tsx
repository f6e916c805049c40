import { type Collection, collectionInputSchema } from '@quire/shared/schemas/reading';
import { READING_MESSAGES } from '@quire/shared/messages/reading';
import { FolderOpen, FolderPlus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toasts';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldErrorId, Input, inputStyles } from '@/components/ui/input';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import {
  useAddBookToCollection,
  useCollections,
  useCreateCollection,
  useDeleteCollection,
  useRemoveBookFromCollection,
  useUpdateCollection,
} from '../api/collections';
import { BookPickerDialog } from './book-picker-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const failed = (error: unknown, fallback: string) =>
  toast.error(isApiError(error) ? error.message : fallback);
const bookCount = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;

/** Custom Collections: the New Collection form, the list with counts, edit, delete and books. */
export function CollectionsSection() {
  const collections = useCollections();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Collection | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [pickingFor, setPickingFor] = useState<string | null>(null);
  const remove = useDeleteCollection();
  const headingId = useId();

  const list = collections.data?.collections ?? [];
  const picking = list.find((c) => c.id === pickingFor) ?? null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Collection deleted');
        setDeleting(null);
      },
      onError: (error) => failed(error, 'Could not delete the collection. Please try again.'),
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
          Custom Collections
        </h2>
        {!formOpen ? (
          <Button
            size="sm"
            onClick={() => setFormOpen(true)}
            icon={<FolderPlus className="size-4" aria-hidden="true" />}
          >
            New Collection
          </Button>
        ) : null}
      </div>

      {formOpen ? <NewCollectionForm onClose={() => setFormOpen(false)} /> : null}

      <div className="mt-5">
        {collections.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Skeleton className="h-44 rounded-2xl" />
            <Skeleton className="h-44 rounded-2xl" />
          </div>
        ) : collections.isError ? (
          <ErrorState
            what="your collections"
            onRetry={() => collections.refetch()}
            isRetrying={collections.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={<FolderOpen />} title="No collections yet">
            Group books your way: a reading list for the summer, book club picks, favourites to lend. Choose
            New Collection to start one.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {list.map((collection) => (
              <li key={collection.id} className="grid min-w-0 grid-cols-1">
                <CollectionCard
                  collection={collection}
                  onEdit={() => setEditing(collection)}
                  onDelete={() => setDeleting(collection)}
                  onAddBooks={() => setPickingFor(collection.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <EditCollectionDialog collection={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this collection?"
        tone="danger"
        confirmLabel="Delete Collection"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `“${deleting.name}” will be deleted. The books stay in your library.` : ''}
      </ConfirmDialog>
      <AddBooksDialog collection={picking} onClose={() => setPickingFor(null)} />
    </section>
  );
}

/** The spec's form: Create only with a non-blank trimmed name (else nothing happens, no message). */
function NewCollectionForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateCollection();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '' || create.isPending) return;
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (created) => {
          toast.success(`Collection “${created.name}” created`);
          setName('');
          setDescription('');
          onClose();
        },
        onError: (error) => failed(error, 'Could not create the collection. Please try again.'),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="New Collection"
      className="mt-4 space-y-4 rounded-2xl border border-paper-200 bg-white p-5 shadow-card animate-pop-in"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name">
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Summer Reads"
            maxLength={100}
            autoFocus
          />
        </Field>
        <Field id={`${id}-description`} label="Description (optional)">
          <Input
            id={`${id}-description`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="What ties these books together?"
            maxLength={500}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Create Collection
        </Button>
      </div>
    </form>
  );
}

interface CollectionCardProps {
  collection: Collection;
  onEdit: () => void;
  onDelete: () => void;
  onAddBooks: () => void;
}

function CollectionCard({ collection, onEdit, onDelete, onAddBooks }: CollectionCardProps) {
  const removeBook = useRemoveBookFromCollection();
  return (
    <article
      aria-label={collection.name}
      className="flex flex-col rounded-2xl border border-paper-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-serif text-lg font-semibold text-ink-900">{collection.name}</h3>
          <p className="text-sm text-ink-600">{bookCount(collection.bookCount)}</p>
          {collection.description ? (
            <p className="mt-1.5 text-sm text-ink-700">{collection.description}</p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${collection.name}`}
            className="grid size-9 place-items-center rounded-full text-ink-500 transition hover:bg-paper-100 hover:text-ink-900"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${collection.name}`}
            className="grid size-9 place-items-center rounded-full text-ink-500 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      {collection.books.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label={`Books in ${collection.name}`}>
          {collection.books.map((book) => (
            <li key={book.id} className="flex items-center gap-3 rounded-xl bg-paper-50 p-2">
              <BookCover
                title={book.title}
                author={book.author}
                src={book.cover}
                decorative
                className="w-8 shrink-0"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900">{book.title}</p>
                <p className="truncate text-xs text-ink-600">{book.author}</p>
              </div>
              <button
                type="button"
                onClick={() =>
                  removeBook.mutate(
                    { id: collection.id, bookId: book.id },
                    { onError: (error) => failed(error, 'Could not remove the book. Please try again.') },
                  )
                }
                disabled={removeBook.isPending && removeBook.variables?.bookId === book.id}
                aria-label={`Remove ${book.title} from ${collection.name}`}
                className="grid size-8 shrink-0 place-items-center rounded-full text-ink-500 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-paper-300 px-3 py-4 text-center text-sm text-ink-600">
          No books in this collection yet.
        </p>
      )}
      <div className="mt-4">
        <Button
          variant="outline"
          size="sm"
          onClick={onAddBooks}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          Add Books
        </Button>
      </div>
    </article>
  );
}

function EditCollectionDialog({
  collection,
  onClose,
}: {
  collection: Collection | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={collection !== null} onClose={onClose} title="Edit Collection">
      {collection ? (
        <EditCollectionForm key={collection.id} collection={collection} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function EditCollectionForm({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateCollection();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = collectionInputSchema.safeParse({ name, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? READING_MESSAGES.collectionNameRequired);
      return;
    }
    update.mutate(
      { id: collection.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success('Collection updated');
          onDone();
        },
        onError: (e) => failed(e, 'Could not save the collection. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <Field id={`${id}-name`} label="Name" error={error}>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-name`) : undefined}
        />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)">
        <textarea
          id={`${id}-description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
          rows={3}
          className={`${inputStyles} h-auto py-2.5`}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function AddBooksDialog({ collection, onClose }: { collection: Collection | null; onClose: () => void }) {
  const add = useAddBookToCollection();
  const chosen = useMemo(() => new Set(collection?.books.map((b) => b.id) ?? []), [collection]);
  return (
    <BookPickerDialog
      open={collection !== null}
      title={collection ? `Add Books to ${collection.name}` : 'Add Books'}
      description="Search the catalogue and add as many as you like."
      chosenIds={chosen}
      pendingId={add.isPending ? add.variables?.bookId : null}
      onPick={(book) =>
        collection &&
        add.mutate(
          { id: collection.id, bookId: book.id },
          {
            onSuccess: () => toast.success(`Added ${book.title} to ${collection.name}`),
            onError: (error) => failed(error, 'Could not add the book. Please try again.'),
          },
        )
      }
      onClose={onClose}
    />
  );
}
