import {
  BOOK_CATEGORIES,
  BOOK_FORM_MESSAGES,
  type BookDetail,
  currentYear,
  isValidIsbn,
  PUBLICATION_YEAR_MIN,
  VALIDATION,
} from '@quire/shared';
import type { BookSaveInput } from '@/features/books';

export interface ChapterDraft {
  /** A stable React key for the chapter card (not sent). */
  key: string;
  /** The stored chapter this draft edits, so its reads, votes and comments survive an edit. */
  _id?: string;
  title: string;
  content: string;
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
        }))
      : [emptyChapter()],
  };
}

export function toSaveInput(values: BookFormValues): BookSaveInput {
  return {
    ...values,
    publicationYear: values.publicationYear.trim(),
    chapters: values.chapters.map(({ _id, title, content }) => ({ _id, title, content })),
  };
}

export interface BookFormProblem {
  message: string;
  fields: BookFormField[];
  /** Indexes of chapters missing a title or content. */
  chapters: number[];
}

/**
 * The first problem that stops a save (spec §5 Book submit), in the spec's words: missing
 * required fields, then incomplete chapters, then the year range and the ISBN format.
 */
export function validateBookForm(values: BookFormValues): BookFormProblem | null {
  const missing = REQUIRED_FIELDS.filter((field) => !values[field].trim());
  if (missing.length) return { message: VALIDATION.bookRequiredFields, fields: missing, chapters: [] };

  const incomplete = values.chapters.flatMap((chapter, index) =>
    chapter.title.trim() && chapter.content.trim() ? [] : [index],
  );
  if (incomplete.length || values.chapters.length === 0) {
    return { message: VALIDATION.chaptersIncomplete, fields: [], chapters: incomplete };
  }

  const yearText = values.publicationYear.trim();
  const year = Number(yearText);
  if (!/^\d+$/.test(yearText) || !Number.isInteger(year)) {
    return { message: BOOK_FORM_MESSAGES.publicationYearInvalid, fields: ['publicationYear'], chapters: [] };
  }
  if (year < PUBLICATION_YEAR_MIN) {
    return { message: BOOK_FORM_MESSAGES.publicationYearTooEarly, fields: ['publicationYear'], chapters: [] };
  }
  if (year > currentYear()) {
    return { message: BOOK_FORM_MESSAGES.publicationYearInFuture, fields: ['publicationYear'], chapters: [] };
  }

  if (!isValidIsbn(values.isbn.trim())) {
    return { message: BOOK_FORM_MESSAGES.isbnInvalid, fields: ['isbn'], chapters: [] };
  }
  if (!(BOOK_CATEGORIES as readonly string[]).includes(values.category)) {
    return { message: BOOK_FORM_MESSAGES.categoryInvalid, fields: ['category'], chapters: [] };
  }
  return null;
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
