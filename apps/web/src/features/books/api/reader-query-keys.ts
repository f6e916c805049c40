/** Query keys of the reader. The session's cache is cleared on sign-out, so keys need no token. */
export const readerKeys = {
  all: ['reader'] as const,
  chapters: (bookId: string) => ['reader', 'chapters', bookId] as const,
  chapter: (bookId: string, chapter: number) => ['reader', 'chapter', bookId, chapter] as const,
  comments: (bookId: string, chapter: number) => ['reader', 'comments', bookId, chapter] as const,
  position: (bookId: string) => ['reader', 'position', bookId] as const,
  settings: () => ['reader', 'settings'] as const,
  continueReading: () => ['reader', 'continue'] as const,
  suggestions: (category: string) => ['reader', 'suggestions', category] as const,
};
