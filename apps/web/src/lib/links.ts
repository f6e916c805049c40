/**
 * The app's in-app addresses with parameters, built in one place (the paths are the route table's,
 * app/route-table.ts).
 */
export const links = {
  /** The reader at a book (and a chapter): /book-reader?book=<id>&chapter=<n>. */
  reader: (bookId: string, chapter?: number) => {
    const query = new URLSearchParams({ book: bookId });
    if (chapter !== undefined) query.set('chapter', String(chapter));
    return `/book-reader?${query}`;
  },
  /** A book's own page. */
  book: (bookId: string) => `/book/${encodeURIComponent(bookId)}`,
  /** The library with a book's details open. */
  libraryBook: (bookId: string) => `/book-library?${new URLSearchParams({ book: bookId })}`,
  /** The book form for a stored book. */
  editBook: (bookId: string) => `/edit/${encodeURIComponent(bookId)}`,
  /** A reader's public profile. */
  publicProfile: (userId: string) => `/u/${encodeURIComponent(userId)}`,
  /** All Books filtered to a category. */
  category: (category: string) => `/all-books?${new URLSearchParams({ category })}`,
};
