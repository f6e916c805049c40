import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { currentYear } from '@quire/shared/constants';
import { BOOK_FORM_MESSAGES, VALIDATION } from '@quire/shared/messages';
import { type BookDetail, bookInputSchema, publishedChapterInputSchema } from '@quire/shared/schemas/books';
import { z } from 'zod';
import type { BookSaveInput } from '@/features/books';

export interface ChapterDraft {
  /** A stable React key for the chapter card (not sent). */
  key: string;
  /** The stored chapter this draft edits, so its reads, votes and comments survive an edit. */
  _id?: string;
  title: string;
  /** The chapter's text: as written, or the document's Markdown once the editor has changed it. */
  content: string;
  /** The chapter as a document (decision 049) once the editor has changed it: sent with the text. */
  doc?: ChapterDoc;
  /** The stored chapter's document, the editor's starting point (not sent: an untouched chapter keeps its text as written). */
  storedDoc?: ChapterDoc;
}

export interface BookFormValues {
  title: string;
  author: string;
  isbn: string;
  category: string;
  /** Kept as typed; checked on submit. */
  publicationYear: string;
  publisher: string;
  language: string;
  description: string;
  coverImage: string | null;
  chapters: ChapterDraft[];
}

export type BookFormField =
  | 'title'
  | 'author'
  | 'isbn'
  | 'category'
  | 'publicationYear'
  | 'publisher'
  | 'language'
  | 'description';

/** Title, author and isbn are required by the spec's check; the other five are marked required. */
export const REQUIRED_FIELDS: readonly BookFormField[] = [
  'title',
  'author',
  'isbn',
  'category',
  'publicationYear',
  'publisher',
  'language',
  'description',
];

let chapterKeySeed = 0;
export const newChapterKey = () => {
  chapterKeySeed += 1;
  return `chapter-${chapterKeySeed}`;
};

export const emptyChapter = (): ChapterDraft => ({ key: newChapterKey(), title: '', content: '' });

/** The create form's defaults (spec §4): Fiction, this year, English, one empty chapter 1. */
export function emptyBookForm(): BookFormValues {
  return {
    title: '',
    author: '',
    isbn: '',
    category: 'Fiction',
    publicationYear: String(currentYear()),
    publisher: '',
    language: 'English',
    description: '',
    coverImage: null,
    chapters: [emptyChapter()],
  };
}

/** The edit form filled from a stored book (GET /api/books/:id or the save answer). */
export function bookFormFromBook(book: BookDetail): BookFormValues {
  const chapters = [...book.chapters].sort((a, b) => a.chapterNumber - b.chapterNumber);
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    category: book.category || 'Fiction',
    publicationYear: book.publicationYear ? String(book.publicationYear) : String(currentYear()),
    publisher: book.publisher,
    language: book.language || 'English',
    description: book.description,
    coverImage: book.coverImage,
    chapters: chapters.length
      ? chapters.map((chapter) => ({
          key: newChapterKey(),
          _id: chapter._id,
          title: chapter.title,
          content: chapter.content,
          storedDoc: chapter.doc as ChapterDoc,
        }))
      : [emptyChapter()],
  };
}

export function toSaveInput(values: BookFormValues): BookSaveInput {
  return {
    ...values,
    publicationYear: values.publicationYear.trim(),
    chapters: values.chapters.map(({ _id, title, content, doc }) =>
      // An empty chapter sends no document, so the spec's check on its content speaks.
      doc && content.trim() ? { _id, title, content, doc } : { _id, title, content },
    ),
  };
}

export interface BookFormProblem {
  message: string;
  fields: BookFormField[];
  /** Indexes of chapters missing a title or content. */
  chapters: number[];
}

/** The form marks these required too; the contract lets them default. */
const requiredHere = (schema: z.ZodString) => schema.min(1, VALIDATION.bookRequiredFields);

/**
 * The contract's book schema (POST /api/upload-book) for a draft, with the fields the form marks
 * required (publisher, language, description and the year, which the contract lets default).
 */
export const bookDraftFormSchema = bookInputSchema.extend({
  publisher: requiredHere(bookInputSchema.shape.publisher.unwrap()),
  language: requiredHere(bookInputSchema.shape.language.unwrap()),
  description: requiredHere(bookInputSchema.shape.description.unwrap()),
  // The year is typed as text: required here, then the contract's coercion and range.
  publicationYear: requiredHere(z.string().trim()).pipe(
    bookInputSchema.shape.publicationYear.unwrap() as unknown as z.ZodType<number, string>,
  ),
});

/** Publishing (Save Book) also needs at least one chapter, each with a title and text. */
export const bookFormSchema = bookDraftFormSchema.extend({
  chapters: z
    .array(publishedChapterInputSchema, { error: VALIDATION.chaptersIncomplete })
    .min(1, VALIDATION.chaptersIncomplete)
    .max(2000, BOOK_FORM_MESSAGES.tooManyChapters),
});

const isFormField = (key: unknown): key is BookFormField => REQUIRED_FIELDS.includes(key as BookFormField);

/**
 * The first problem that stops a save (spec §5 Book submit), in the spec's words, from the
 * schema's issues: missing required fields (all of them), then incomplete chapters, then the
 * year, the ISBN format, the category, then anything else the contract refuses.
 */
export function validateBookForm(
  values: BookFormValues,
  mode: 'publish' | 'draft' = 'publish',
): BookFormProblem | null {
  const schema = mode === 'draft' ? bookDraftFormSchema : bookFormSchema;
  const result = schema.safeParse(toSaveInput(values));
  if (result.success) return null;
  const issues = result.error.issues;

  const missing = REQUIRED_FIELDS.filter((field) =>
    issues.some((issue) => issue.path[0] === field && issue.message === VALIDATION.bookRequiredFields),
  );
  if (missing.length) return { message: VALIDATION.bookRequiredFields, fields: missing, chapters: [] };

  const chapterIssues = issues.filter(
    (issue) => issue.path[0] === 'chapters' && issue.message === VALIDATION.chaptersIncomplete,
  );
  if (chapterIssues.length) {
    const incomplete = chapterIssues.flatMap((issue) =>
      typeof issue.path[1] === 'number' ? [issue.path[1]] : [],
    );
    return {
      message: VALIDATION.chaptersIncomplete,
      fields: [],
      chapters: [...new Set(incomplete)].sort((a, b) => a - b),
    };
  }

  for (const field of ['publicationYear', 'isbn', 'category'] as const) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (issue) return { message: issue.message, fields: [field], chapters: [] };
  }
  const [first] = issues;
  const chapter = first.path[0] === 'chapters' && typeof first.path[1] === 'number' ? [first.path[1]] : [];
  return {
    message: first.message,
    fields: isFormField(first.path[0]) ? [first.path[0]] : [],
    chapters: chapter,
  };
}

/** Chapters without the one at `index`, renumbered by position; null for the last chapter. */
export function removeChapter(chapters: ChapterDraft[], index: number): ChapterDraft[] | null {
  if (chapters.length <= 1) return null;
  return chapters.filter((_, position) => position !== index);
}

/** Whether the form differs from what was loaded (or the empty form), ignoring React keys. */
export function isBookFormDirty(values: BookFormValues, initial: BookFormValues): boolean {
  const comparable = (form: BookFormValues) =>
    JSON.stringify({
      ...form,
      chapters: form.chapters.map(({ _id, title, content }) => ({ _id, title, content })),
    });
  return comparable(values) !== comparable(initial);
}

/** Whole words, for the chapter word count (the server's count). */
export { countWords as wordCount } from '@quire/shared/domain';
