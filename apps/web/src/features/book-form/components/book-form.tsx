import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BOOK_CATEGORIES, currentYear, PUBLICATION_YEAR_MIN } from '@quire/shared/constants';
import { BOOK_FORM_MESSAGES, LIBRARY_TEXT, VALIDATION } from '@quire/shared/messages';
import type { BookDetail } from '@quire/shared/schemas/books';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, fieldErrorId, Input, inputStyles } from '@/components/ui/input';
import { saveBookErrorMessage, useSaveBook } from '@/features/books';
import { studioBookQueryOptions } from '../api/studio';
import { studioKeys } from '../studio/studio-keys';
import { announceBookFormSave } from '../hooks/use-chapter-autosave';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import {
  type BookFormField,
  type BookFormProblem,
  type BookFormValues,
  bookFormFromBook,
  type ChapterDraft,
  emptyBookForm,
  emptyChapter,
  isBookFormDirty,
  removeChapter,
  toSaveInput,
  validateBookForm,
} from '../lib/book-form-values';
import { ChaptersEditor } from './chapters-editor';
import { CoverPicker } from './cover-picker';

interface BookFormProps {
  /** Edit mode: the stored book; create mode without it. */
  book?: BookDetail;
}

type Banner = { kind: 'error' | 'success'; message: string; bookId?: string } | null;

const FIELD_LABELS: Record<BookFormField, string> = {
  title: 'Title',
  author: 'Author',
  isbn: 'ISBN',
  category: 'Category',
  publicationYear: 'Publication year',
  publisher: 'Publisher',
  language: 'Language',
  description: 'Description',
};

/** A check's problem as the form's errors: one per field, one per incomplete chapter, the banner's. */
function problemToErrors(problem: BookFormProblem): FieldErrors<BookFormValues> {
  const errors: Record<string, unknown> = { root: { type: 'book', message: problem.message } };
  for (const field of problem.fields) {
    errors[field] = {
      type: 'book',
      message:
        problem.message === VALIDATION.bookRequiredFields
          ? `${FIELD_LABELS[field]} is required`
          : problem.message,
    };
  }
  if (problem.chapters.length) {
    const chapters: unknown[] = [];
    for (const index of problem.chapters) chapters[index] = { type: 'book', message: problem.message };
    errors.chapters = chapters;
  }
  return errors as FieldErrors<BookFormValues>;
}

/** The contract's schema (via validateBookForm) checks the form; its first problem shows. */
/** Which button sent the form: Save Book publishes, Save draft keeps the book to its owner. */
type SaveMode = 'publish' | 'draft';

const resolverFor =
  (mode: { current: SaveMode }): Resolver<BookFormValues> =>
  (values) => {
    const problem = validateBookForm(values, mode.current);
    return problem ? { values: {}, errors: problemToErrors(problem) } : { values, errors: {} };
  };

/**
 * The book form (spec §2, §4, §5, §8): cover, the book's fields, chapters, Save Book. Create mode
 * resets after a save; edit mode refills from the server's answer.
 */
export function BookForm({ book }: BookFormProps) {
  const editing = Boolean(book);
  const formId = useId();
  const fieldId = (field: BookFormField) => `${formId}-${field}`;
  const bannerRef = useRef<HTMLDivElement>(null);
  const [initial, setInitial] = useState<BookFormValues>(() =>
    book ? bookFormFromBook(book) : emptyBookForm(),
  );
  const mode = useRef<SaveMode>('publish');
  // A published book is edited with Save Book only; a new book or a draft may also stay a draft.
  const [isDraft, setIsDraft] = useState(book ? !book.published : true);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<BookFormValues>({
    defaultValues: initial,
    resolver: resolverFor(mode),
    // An error stays until its field is edited (then it clears) or the form is sent again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const [banner, setBanner] = useState<Banner>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveBook();
  const queryClient = useQueryClient();
  // The stored chapters' revisions and release states (the author's studio); fresh ones only, so an
  // autosave never starts from a revision older than the form's last save.
  const studio = useQuery({ ...studioBookQueryOptions(book?._id ?? ''), enabled: editing });
  const studioChapters = studio.data
    ? new Map(studio.data.chapters.map((chapter) => [chapter.id, chapter]))
    : undefined;

  const dirty = isBookFormDirty(values, initial);
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);

  const showBanner = (next: Banner) => {
    setBanner(next);
    requestAnimationFrame(() => bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));
  };

  /** Editing a field clears its error and a success banner. */
  const edited = (name: BookFormField | 'coverImage') => {
    if (banner?.kind === 'success') setBanner(null);
    if (name !== 'coverImage') clearErrors(name);
  };
  const field = (name: BookFormField) => ({
    id: fieldId(name),
    ...register(name, { onChange: () => edited(name) }),
  });

  const setChapters = (chapters: ChapterDraft[]) => setValue('chapters', chapters, { shouldDirty: true });

  const changeChapter = (index: number, change: Partial<Pick<ChapterDraft, 'title' | 'content' | 'doc'>>) =>
    setChapters(
      getValues('chapters').map((chapter, position) =>
        position === index ? { ...chapter, ...change } : chapter,
      ),
    );

  const moveChapter = (from: number, to: number) => {
    const chapters = [...getValues('chapters')];
    const [moved] = chapters.splice(from, 1);
    chapters.splice(to, 0, moved);
    setChapters(chapters);
  };

  /** An autosave stored a chapter: what was loaded for it is now what the server holds. */
  const chapterSaved = (chapterId: string, saved: { title: string; content: string }) =>
    setInitial((current) => ({
      ...current,
      chapters: current.chapters.map((chapter) =>
        chapter._id === chapterId ? { ...chapter, ...saved } : chapter,
      ),
    }));

  const addChapter = () => setChapters([...getValues('chapters'), emptyChapter()]);

  const deleteChapter = (index: number) => {
    const chapters = removeChapter(getValues('chapters'), index);
    if (!chapters) {
      showBanner({ kind: 'error', message: VALIDATION.cannotRemoveLastChapter });
      return;
    }
    setChapters(chapters);
    clearErrors('chapters');
  };

  // The problem the last check found, read back from the form's errors.
  const problem: BookFormProblem | null = errors.root?.message
    ? {
        message: errors.root.message,
        fields: (Object.keys(FIELD_LABELS) as BookFormField[]).filter((name) => errors[name]),
        chapters: Array.isArray(errors.chapters)
          ? errors.chapters.flatMap((error, index) => (error ? [index] : []))
          : [],
      }
    : null;

  const focusFirstProblem = (found: BookFormProblem) => {
    const first = found.fields[0];
    const chapter = found.chapters[0];
    let target: HTMLElement | null = null;
    if (first) target = document.getElementById(fieldId(first));
    else if (chapter !== undefined) {
      const draft = values.chapters[chapter];
      target = document.getElementById(`${draft.key}-${draft.title.trim() ? 'content' : 'title'}`);
    }
    target?.focus();
  };

  const onInvalid = () => {
    const found = validateBookForm(getValues(), mode.current);
    if (!found) return;
    setBanner({ kind: 'error', message: found.message });
    focusFirstProblem(found);
  };

  const onValid = (checked: BookFormValues) => {
    setBanner(null);
    const published = mode.current === 'publish';
    announceBookFormSave();
    save.mutate(
      { bookId: book?._id, input: { ...toSaveInput(checked), published } },
      {
        onSuccess: (saved) => {
          if (editing) void queryClient.invalidateQueries({ queryKey: studioKeys.book(saved._id) });
          if (!published) {
            // Saved for its owner only; the message says so.
            const next = editing ? bookFormFromBook(saved) : emptyBookForm();
            setInitial(next);
            reset(next);
            showBanner({ kind: 'success', message: LIBRARY_TEXT.draftSaved, bookId: saved._id });
            return;
          }
          const wasDraft = isDraft;
          setIsDraft(false);
          if (editing) {
            const refilled = bookFormFromBook(saved);
            setInitial(refilled);
            reset(refilled);
            showBanner({
              kind: 'success',
              message: wasDraft ? LIBRARY_TEXT.published : saved.message || BOOK_FORM_MESSAGES.updated,
              bookId: saved._id,
            });
          } else {
            const fresh = emptyBookForm();
            setInitial(fresh);
            reset(fresh);
            showBanner({ kind: 'success', message: BOOK_FORM_MESSAGES.created, bookId: saved._id });
          }
        },
        onError: (error) => showBanner({ kind: 'error', message: saveBookErrorMessage(error) }),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.isPending || uploading) {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    mode.current = submitter?.dataset.mode === 'draft' ? 'draft' : 'publish';
    return handleSubmit(onValid, onInvalid)(event);
  };

  const invalid = (field: BookFormField) => (errors[field] ? true : undefined);
  const describedBy = (field: BookFormField) => (errors[field] ? fieldErrorId(fieldId(field)) : undefined);
  const fieldError = (field: BookFormField) => errors[field]?.message;

  const label = (field: BookFormField) => <RequiredLabel>{FIELD_LABELS[field]}</RequiredLabel>;
  const year = currentYear();

  return (
    <>
      <form noValidate onSubmit={submit} aria-describedby={`${formId}-required`} className="space-y-10">
        <p id={`${formId}-required`} className="text-sm text-ink-600">
          Fields marked{' '}
          <span aria-hidden="true" className="font-semibold text-accent-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>

        <div ref={bannerRef} className="scroll-mt-28 empty:hidden">
          {banner?.kind === 'error' ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3.5 text-red-800"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p className="font-medium">{banner.message}</p>
            </div>
          ) : null}
          {banner?.kind === 'success' ? (
            <div
              role="status"
              className="flex flex-wrap items-start gap-3 rounded-2xl border border-sage-600/30 bg-sage-50 px-4 py-3.5 text-sage-700"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p className="flex-1 font-medium">{banner.message}</p>
              <Link to="/book-library" className="text-sm font-semibold underline underline-offset-4">
                Go to your library
              </Link>
            </div>
          ) : null}
        </div>

        <section aria-labelledby={`${formId}-details`} className="grid gap-8 md:grid-cols-[15rem_1fr]">
          <h2 id={`${formId}-details`} className="sr-only">
            Book details
          </h2>
          <CoverPicker
            value={values.coverImage}
            onChange={(url) => {
              setValue('coverImage', url, { shouldDirty: true });
              edited('coverImage');
            }}
            onUploadingChange={setUploading}
            title={values.title}
          />
          <div className="grid content-start gap-4 sm:grid-cols-2">
            <Field
              id={fieldId('title')}
              label={label('title')}
              error={fieldError('title')}
              className="sm:col-span-2"
            >
              <Input
                {...field('title')}
                maxLength={300}
                required
                aria-invalid={invalid('title')}
                aria-describedby={describedBy('title')}
              />
            </Field>
            <Field id={fieldId('author')} label={label('author')} error={fieldError('author')}>
              <Input
                {...field('author')}
                maxLength={200}
                required
                autoComplete="name"
                aria-invalid={invalid('author')}
                aria-describedby={describedBy('author')}
              />
            </Field>
            <Field
              id={fieldId('isbn')}
              label={label('isbn')}
              error={fieldError('isbn')}
              hint={<Hint>10 or 13 digits</Hint>}
            >
              <Input
                {...field('isbn')}
                maxLength={20}
                inputMode="numeric"
                required
                aria-invalid={invalid('isbn')}
                aria-describedby={describedBy('isbn')}
              />
            </Field>
            <Field id={fieldId('category')} label={label('category')} error={fieldError('category')}>
              <select
                {...field('category')}
                required
                aria-invalid={invalid('category')}
                className={inputStyles}
              >
                {BOOK_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={fieldId('publicationYear')}
              label={label('publicationYear')}
              error={fieldError('publicationYear')}
            >
              <Input
                {...field('publicationYear')}
                type="number"
                inputMode="numeric"
                min={PUBLICATION_YEAR_MIN}
                max={year}
                step={1}
                required
                aria-invalid={invalid('publicationYear')}
                aria-describedby={describedBy('publicationYear')}
              />
            </Field>
            <Field id={fieldId('publisher')} label={label('publisher')} error={fieldError('publisher')}>
              <Input
                {...field('publisher')}
                maxLength={200}
                required
                aria-invalid={invalid('publisher')}
                aria-describedby={describedBy('publisher')}
              />
            </Field>
            <Field id={fieldId('language')} label={label('language')} error={fieldError('language')}>
              <Input
                {...field('language')}
                maxLength={50}
                required
                aria-invalid={invalid('language')}
                aria-describedby={describedBy('language')}
              />
            </Field>
            <Field
              id={fieldId('description')}
              label={label('description')}
              error={fieldError('description')}
              className="sm:col-span-2"
              hint={<Hint>{values.description.length.toLocaleString()} / 10,000</Hint>}
            >
              <textarea
                {...field('description')}
                maxLength={10_000}
                rows={5}
                required
                aria-invalid={invalid('description')}
                aria-describedby={describedBy('description')}
                placeholder="What is the book about? This is what readers see first."
                className={clsx(inputStyles, 'h-auto resize-y py-3 leading-relaxed')}
              />
            </Field>
          </div>
        </section>

        <section aria-labelledby={`${formId}-chapters`}>
          <div className="mb-4 flex items-baseline justify-between gap-4 border-b border-paper-200 pb-3">
            <h2 id={`${formId}-chapters`} className="font-serif text-2xl font-semibold text-ink-900">
              Chapters
            </h2>
            <p className="text-sm text-ink-600">
              {values.chapters.length} {values.chapters.length === 1 ? 'chapter' : 'chapters'}
            </p>
          </div>
          <ChaptersEditor
            chapters={values.chapters}
            invalid={problem?.chapters ?? []}
            onChange={changeChapter}
            onAdd={addChapter}
            onRemove={deleteChapter}
            onMove={moveChapter}
            bookId={book?._id}
            studio={studioChapters}
            studioFresh={!studio.isFetching}
            onSaved={chapterSaved}
          />
        </section>

        <div className="sticky bottom-16 z-10 md:bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-paper-200 bg-paper-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          {dirty ? <p className="mr-auto text-sm text-ink-600">Unsaved changes</p> : null}
          {uploading ? (
            <p className="mr-auto text-sm text-ink-600">Waiting for the cover to finish uploading…</p>
          ) : null}
          {isDraft ? (
            <>
              {editing ? <p className="mr-auto text-sm text-ink-600">{LIBRARY_TEXT.draftHint}</p> : null}
              <Button
                type="submit"
                data-mode="draft"
                variant="secondary"
                size="lg"
                disabled={save.isPending || uploading}
              >
                {LIBRARY_TEXT.saveDraft}
              </Button>
            </>
          ) : null}
          <Button type="submit" data-mode="publish" size="lg" isLoading={save.isPending} disabled={uploading}>
            {save.isPending ? 'Saving...' : 'Save Book'}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        tone="danger"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        {LIBRARY_TEXT.unsavedChanges}
      </ConfirmDialog>
    </>
  );
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-accent-700">
        *
      </span>
    </>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return <span className="text-xs text-ink-600 tabular-nums">{children}</span>;
}
