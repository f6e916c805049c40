import { links } from '@/lib/links';

/** Query keys of the writer's studio: a book's chapters, a chapter's revisions and a book's analytics. */
export const studioKeys = {
  all: ['studio'] as const,
  /** The book's chapters as the studio lists them (revisions, release states). */
  book: (bookId: string) => [...studioKeys.all, bookId, 'book'] as const,
  revisions: (bookId: string, chapterId: string) =>
    [...studioKeys.all, bookId, 'chapters', chapterId, 'revisions'] as const,
  revision: (bookId: string, chapterId: string, revision: number) =>
    [...studioKeys.revisions(bookId, chapterId), revision] as const,
  analytics: (bookId: string) => [...studioKeys.all, bookId, 'analytics'] as const,
};

/** The writer's figures for one book. */
export const bookAnalyticsPath = (bookId: string) => `${links.editBook(bookId)}/analytics`;
