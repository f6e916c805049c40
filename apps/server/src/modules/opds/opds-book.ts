import type { Book } from '@quire/shared';
import { ownImageIdOf, ownImageJpegUrl, toIsbn13 } from '@quire/shared/domain';

/**
 * What both catalogue formats say of a book beyond its fields: its covers as e-readers can show
 * them, its ISBN as a URN, and where it downloads.
 */

/**
 * The cover and its thumbnail as absolute links to the image host's JPEG renditions (OPDS 1.2
 * §5.2.2 and OPDS 2.0 want JPEG, PNG or GIF; ours are stored as WebP). Covers hosted elsewhere
 * are left out: their format is unknown and the catalogue never fetches them.
 */
export function coverLinks(base: string, book: Pick<Book, 'coverImage'>) {
  const id = ownImageIdOf(book.coverImage);
  if (!id) return undefined;
  return { cover: base + ownImageJpegUrl(id), thumbnail: base + ownImageJpegUrl(id, 'thumb') };
}

/** `urn:isbn:` and the ISBN-13 when the book's ISBN is a real one (a check digit that holds), else nothing. */
export function isbnUrn(book: Pick<Book, 'isbn'>): string | undefined {
  const isbn = toIsbn13(book.isbn);
  return isbn ? `urn:isbn:${isbn}` : undefined;
}

/** Where e-readers download a book (inside the catalogue's scope, with its credentials). */
export const downloadPath = (bookId: string) => `/opds/books/${bookId}/download.epub`;
