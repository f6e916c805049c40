import { BOOK_STATUSES, type BookStatus, currentYear } from '@quire/shared/constants';
import { isAcceptableCoverUrl, isValidIsbn } from '@quire/shared/domain';
import { BOOK_FORM_MESSAGES, BOOK_MESSAGES, VALIDATION } from '@quire/shared/messages';
import { CircleAlert, FileText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputStyles } from '@/components/ui/input';
import { saveBookErrorMessage, updateEntry, useSaveBook } from '@/features/books';

interface AddBookDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new book's id once it is saved. */
  onCreated?: (bookId: string) => void;
}

/**
 * The 'Add New Book' modal. In Quire it works: it creates the book as a draft without chapters
 * (only its author sees it until they write and publish them) and puts it on the caller's shelf
 * with the chosen status; the full form is one click away for everything else.
 */
export function AddBookDialog({ open, onClose, onCreated }: AddBookDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add New Book"
      description="The essentials now; add chapters and details in the full form whenever you like."
    >
      <AddBookForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

type FieldName = 'title' | 'author' | 'isbn' | 'coverImage';

/** The first problem with the quick form, in the spec's words where it has them. */
export function validateQuickBook(
  values: Record<FieldName, string>,
): { message: string; fields: FieldName[] } | null {
  const missing = (['title', 'author', 'isbn'] as const).filter((field) => !values[field].trim());
  if (missing.length) return { message: VALIDATION.bookRequiredFields, fields: [...missing] };
  if (!isValidIsbn(values.isbn.trim())) return { message: BOOK_FORM_MESSAGES.isbnTooLong, fields: ['isbn'] };
  if (!isAcceptableCoverUrl(values.coverImage.trim()))
    return { message: BOOK_FORM_MESSAGES.coverUrlInvalid, fields: ['coverImage'] };
  return null;
}

function AddBookForm({ onClose, onCreated }: Pick<AddBookDialogProps, 'onClose' | 'onCreated'>) {
  const ids = { title: useId(), author: useId(), isbn: useId(), coverImage: useId(), status: useId() };
  const [values, setValues] = useState<Record<FieldName, string>>({
    title: '',
    author: '',
    isbn: '',
    coverImage: '',
  });
  const [status, setStatus] = useState<BookStatus>('Want to Read');
  const [error, setError] = useState<{ message: string; fields: FieldName[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveBook();

  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.fields.includes(field)) setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateQuickBook(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const book = await save.mutateAsync({
        input: {
          title: values.title,
          author: values.author,
          isbn: values.isbn,
          category: 'Fiction',
          publicationYear: currentYear(),
          publisher: '',
          language: 'English',
          description: '',
          coverImage: values.coverImage.trim() || null,
          // A draft without chapters: only its owner sees it until chapters are written and published.
          chapters: [],
          published: false,
        },
      });
      try {
        await updateEntry(book._id, { status });
      } catch (statusError) {
        // The book exists; only the shelf status is missing. Say so rather than fail the whole add.
        console.error('Could not set the status', statusError);
      }
      toast.success(book.message || BOOK_MESSAGES.draftSaved);
      onCreated?.(book._id);
      onClose();
    } catch (saveError) {
      setError({ message: saveBookErrorMessage(saveError), fields: [] });
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: FieldName) => (error?.fields.includes(field) ? true : undefined);

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error.message}
        </p>
      ) : null}
      <Field id={ids.title} label="Title">
        <Input
          id={ids.title}
          value={values.title}
          onChange={change('title')}
          required
          aria-invalid={invalid('title')}
        />
      </Field>
      <Field id={ids.author} label="Author">
        <Input
          id={ids.author}
          value={values.author}
          onChange={change('author')}
          required
          aria-invalid={invalid('author')}
        />
      </Field>
      <Field id={ids.isbn} label="ISBN" hint={<span className="text-xs text-ink-600">10 or 13 digits</span>}>
        <Input
          id={ids.isbn}
          value={values.isbn}
          onChange={change('isbn')}
          inputMode="numeric"
          required
          aria-invalid={invalid('isbn')}
        />
      </Field>
      <Field
        id={ids.coverImage}
        label="Cover image URL"
        hint={<span className="text-xs text-ink-600">Optional</span>}
      >
        <Input
          id={ids.coverImage}
          type="url"
          value={values.coverImage}
          onChange={change('coverImage')}
          placeholder="https://…"
          aria-invalid={invalid('coverImage')}
        />
      </Field>
      <Field id={ids.status} label="Status">
        <select
          id={ids.status}
          value={status}
          onChange={(event) => setStatus(event.target.value as BookStatus)}
          className={inputStyles}
        >
          {BOOK_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>

      <p className="flex items-start gap-2 text-sm text-ink-600">
        <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          We add a first chapter for you to write. Need a cover upload, a description or more chapters?{' '}
          <ButtonLink to="/book-upload" variant="link" className="inline p-0 text-sm">
            Open full form
          </ButtonLink>
        </span>
      </p>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={busy}>
          Add Book
        </Button>
      </div>
    </form>
  );
}
