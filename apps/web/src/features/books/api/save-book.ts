import { BOOK_FORM_MESSAGES } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

/** What the book form sends (spec §7 POST /api/upload-book). */
export interface BookSaveInput {
  title: string;
  author: string;
  isbn: string;
  category: string;
  publicationYear: number | string;
  publisher: string;
  language: string;
  description: string;
  /** A hosted image URL, or null for no cover (then the field is left out). */
  coverImage: string | null;
  chapters: { _id?: string; title: string; content: string }[];
  /** true publishes, false saves a draft; left out, the server decides (create) or keeps it (edit). */
  published?: boolean;
}

export type SaveBookResponse = RouteResponse<typeof routes.createBook>;

/** Saving a long book can take a while on a slow connection. */
const SAVE_TIMEOUT_MS = 120_000;

/** Multipart body: every book field as text, chapters as JSON text, coverImage omitted when null. */
export function toBookFormData(input: BookSaveInput): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('author', input.author.trim());
  form.append('isbn', input.isbn.trim());
  form.append('category', input.category);
  form.append('publicationYear', String(input.publicationYear).trim());
  form.append('publisher', input.publisher.trim());
  form.append('language', input.language.trim());
  form.append('description', input.description.trim());
  if (input.coverImage) form.append('coverImage', input.coverImage);
  const chapters = input.chapters.map((chapter, index) => ({
    ...(chapter._id ? { _id: chapter._id } : {}),
    title: chapter.title.trim(),
    content: chapter.content,
    chapterNumber: index + 1,
  }));
  form.append('chapters', JSON.stringify(chapters));
  if (input.published !== undefined) form.append('published', String(input.published));
  return form;
}

function ensureBook(answer: unknown): SaveBookResponse {
  if (typeof answer !== 'object' || answer === null || !('_id' in answer)) {
    throw new Error(BOOK_FORM_MESSAGES.saveFailed);
  }
  return answer as SaveBookResponse;
}

export const createBook = async (input: BookSaveInput) =>
  ensureBook(await api(routes.createBook, { body: toBookFormData(input), timeoutMs: SAVE_TIMEOUT_MS }));

export const updateBook = async (bookId: string, input: BookSaveInput) =>
  ensureBook(
    await api(routes.updateBook, {
      params: { bookId },
      body: toBookFormData(input),
      timeoutMs: SAVE_TIMEOUT_MS,
    }),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The book form's error text (spec §8): 'Server error: {status} {statusText}' when the answer is
 * not JSON, else the server's message or 'Failed to save book'; anything that never got an
 * answer reads 'An error occurred while saving the book'.
 */
export function saveBookErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) {
    if (!isRecord(error.body)) return BOOK_FORM_MESSAGES.serverError(error.status, error.statusText);
    const message = error.body.message;
    return typeof message === 'string' && message.trim() ? message : BOOK_FORM_MESSAGES.saveFailed;
  }
  if (error instanceof Error && error.message === BOOK_FORM_MESSAGES.saveFailed) return error.message;
  return BOOK_FORM_MESSAGES.saveFallback;
}

/** Creates (no id) or replaces (with id) a book; every list and that book's detail are refreshed. */
export function useSaveBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, input }: { bookId?: string; input: BookSaveInput }) =>
      bookId ? updateBook(bookId, input) : createBook(input),
    onSuccess: (book) => {
      const { message: _message, ...detail } = book;
      queryClient.setQueryData(booksKeys.detail(book._id), detail);
      void queryClient.invalidateQueries({ queryKey: booksKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: booksKeys.infinite() });
      void queryClient.invalidateQueries({ queryKey: booksKeys.counts() });
    },
  });
}
