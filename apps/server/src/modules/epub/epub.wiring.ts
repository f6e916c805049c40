import type { FastifyInstance } from 'fastify';
import { createBooksRepository } from '../books/books.repository.js';
import { createBooksService } from '../books/books.service.js';
import { createReactionsRepository } from '../books/reactions.repository.js';
import { createImagesRepository } from '../images/images.repository.js';
import { createImagesService } from '../images/images.service.js';
import { createLibraryRepository } from '../library/library.repository.js';
import { createLibraryService } from '../library/library.service.js';
import { createEpubService } from './epub.service.js';

/**
 * The EPUB service wired to this app's database: the books service (its policy and its book
 * detail), the images module's store and the library (the download counter's owner). The EPUB
 * route, the OPDS catalogue and the account export build it here.
 */
export function epubServiceFor(app: FastifyInstance) {
  const imagesRepository = createImagesRepository(app.db);
  const library = createLibraryService({ repo: createLibraryRepository(app.db), events: app.events });
  const books = createBooksService({
    books: createBooksRepository(app.db),
    library,
    reactions: createReactionsRepository(app.db),
    images: createImagesService(imagesRepository),
    events: app.events,
  });
  return {
    service: createEpubService({ books, images: imagesRepository, library, work: app.fileWork }),
    books,
  };
}
