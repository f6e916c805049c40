import { BOOK_FORM_MESSAGES, type BookDetail, VALIDATION } from '@quire/shared';
import { describe, expect, it } from 'vitest';
import {
  type BookFormValues,
  bookFormFromBook,
  emptyBookForm,
  emptyChapter,
  isBookFormDirty,
  removeChapter,
  toSaveInput,
  validateBookForm,
} from './book-form-values';

const thisYear = new Date().getFullYear();

const validForm = (): BookFormValues => ({
  ...emptyBookForm(),
  title: 'The Salt Road',
  author: 'Mara Quill',
  isbn: '978-0-306-40615-7',
  publisher: 'Tidewater',
  description: 'A journey along the coast.',
  chapters: [{ key: 'a', title: 'Low Tide', content: 'The sea went out.' }],
});

describe('emptyBookForm', () => {
  it('starts with the spec defaults: Fiction, this year, English and one empty chapter', () => {
    const form = emptyBookForm();
    expect(form.category).toBe('Fiction');
    expect(form.publicationYear).toBe(String(thisYear));
    expect(form.language).toBe('English');
    expect(form.coverImage).toBeNull();
    expect(form.chapters).toHaveLength(1);
    expect(form.chapters[0]).toMatchObject({ title: '', content: '' });
  });
});

describe('validateBookForm', () => {
  it('accepts a complete form', () => {
    expect(validateBookForm(validForm())).toBeNull();
  });

  it.each(['title', 'author', 'isbn'] as const)('requires %s', (field) => {
    const problem = validateBookForm({ ...validForm(), [field]: '   ' });
    expect(problem).toEqual({ message: VALIDATION.bookRequiredFields, fields: [field], chapters: [] });
  });

  it.each(['publisher', 'language', 'description', 'publicationYear'] as const)(
    'treats the marked-required %s as required too',
    (field) => {
      expect(validateBookForm({ ...validForm(), [field]: '' })?.message).toBe(VALIDATION.bookRequiredFields);
    },
  );

  it('names every missing field at once', () => {
    const problem = validateBookForm({ ...validForm(), title: '', author: '', isbn: '' });
    expect(problem?.fields).toEqual(['title', 'author', 'isbn']);
  });

  it('needs a title and content in every chapter', () => {
    const form = validForm();
    form.chapters = [
      { key: 'a', title: 'One', content: 'Text' },
      { key: 'b', title: 'Two', content: '  ' },
      { key: 'c', title: '', content: 'Text' },
    ];
    expect(validateBookForm(form)).toEqual({
      message: VALIDATION.chaptersIncomplete,
      fields: [],
      chapters: [1, 2],
    });
  });

  it('checks the required fields before the chapters', () => {
    const form = { ...validForm(), title: '', chapters: [emptyChapter()] };
    expect(validateBookForm(form)?.message).toBe(VALIDATION.bookRequiredFields);
  });

  it('keeps the publication year between 1800 and this year', () => {
    expect(validateBookForm({ ...validForm(), publicationYear: '1799' })?.message).toBe(
      BOOK_FORM_MESSAGES.publicationYearTooEarly,
    );
    expect(validateBookForm({ ...validForm(), publicationYear: String(thisYear + 1) })?.message).toBe(
      BOOK_FORM_MESSAGES.publicationYearInFuture,
    );
    expect(validateBookForm({ ...validForm(), publicationYear: '19.5' })?.message).toBe(
      BOOK_FORM_MESSAGES.publicationYearInvalid,
    );
    expect(validateBookForm({ ...validForm(), publicationYear: '1800' })).toBeNull();
    expect(validateBookForm({ ...validForm(), publicationYear: String(thisYear) })).toBeNull();
  });

  it('accepts any ISBN text up to 32 characters and refuses a longer one', () => {
    expect(validateBookForm({ ...validForm(), isbn: '0-306-40615-2' })).toBeNull();
    expect(validateBookForm({ ...validForm(), isbn: '123-X' })).toBeNull();
    expect(validateBookForm({ ...validForm(), isbn: '1'.repeat(33) })).toEqual({
      message: BOOK_FORM_MESSAGES.isbnTooLong,
      fields: ['isbn'],
      chapters: [],
    });
  });
});

describe('removeChapter', () => {
  it('removes a chapter so the rest are numbered by position again', () => {
    const chapters = [
      { key: 'a', title: 'One', content: '1' },
      { key: 'b', title: 'Two', content: '2' },
      { key: 'c', title: 'Three', content: '3' },
    ];
    expect(removeChapter(chapters, 1)?.map((chapter) => chapter.title)).toEqual(['One', 'Three']);
  });

  it('refuses to remove the last chapter', () => {
    expect(removeChapter([emptyChapter()], 0)).toBeNull();
  });
});

describe('edit mode values', () => {
  const stored = {
    title: 'Stored',
    author: 'Author',
    isbn: '9780306406157',
    category: 'History',
    publicationYear: 1999,
    publisher: 'House',
    language: 'French',
    description: 'About it',
    coverImage: '/api/images/abc',
    chapters: [
      { _id: 'c2', chapterNumber: 2, title: 'Second', content: 'B', wordCount: 1 },
      { _id: 'c1', chapterNumber: 1, title: 'First', content: 'A', wordCount: 1 },
    ],
  } as unknown as BookDetail;

  it('fills the form from a stored book, chapters in order with their ids', () => {
    const form = bookFormFromBook(stored);
    expect(form).toMatchObject({ title: 'Stored', publicationYear: '1999', language: 'French' });
    expect(form.chapters.map((chapter) => [chapter._id, chapter.title])).toEqual([
      ['c1', 'First'],
      ['c2', 'Second'],
    ]);
  });

  it('sends chapters without their React keys', () => {
    expect(toSaveInput(bookFormFromBook(stored)).chapters[0]).toEqual({
      _id: 'c1',
      title: 'First',
      content: 'A',
    });
  });

  it('is dirty only when something really changed', () => {
    const initial = bookFormFromBook(stored);
    const reloaded = bookFormFromBook(stored);
    expect(isBookFormDirty(reloaded, initial)).toBe(false);
    expect(isBookFormDirty({ ...reloaded, title: 'Changed' }, initial)).toBe(true);
  });
});
