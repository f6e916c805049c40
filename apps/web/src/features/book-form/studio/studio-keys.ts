/** Query keys of the writer's studio: a chapter's revisions and a book's analytics. */
export const studioKeys = {
  all: ['studio'] as const,
  revisions: (bookId: string, chapterId: string) =>
    [...studioKeys.all, bookId, 'chapters', chapterId, 'revisions'] as const,
  revision: (bookId: string, chapterId: string, revision: number) =>
    [...studioKeys.revisions(bookId, chapterId), revision] as const,
  analytics: (bookId: string) => [...studioKeys.all, bookId, 'analytics'] as const,
};
