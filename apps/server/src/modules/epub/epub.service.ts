import type { AuthUser } from '../../plugins/auth.js';
import type { BooksService } from '../books/books.service.js';
import type { LibraryService } from '../library/library.service.js';
import type { FileWork } from '../../jobs/file-work.js';
import { epubFirstChapterFragment } from '../../lib/epub-paths.js';
import type { KoreaderService } from '../koreader/koreader.service.js';
import { epubContentDisposition, epubFileName, type EpubBook } from './epub.writer.js';
import { type ChapterDoc, docImages } from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import { ownImageIdOf } from '@quire/shared/domain';
import { languageTag } from '@quire/shared/language';

/** What the EPUB service reads covers through: the images service's JPEG renditions. */
export interface ImageSource {
  findJpeg(id: string, variant: 'full'): Promise<{ contentType: string; data: Buffer } | undefined>;
}

export interface EpubServiceDeps {
  books: Pick<BooksService, 'getBook'>;
  /** The EPUB is written in a bounded file worker (decision 047). */
  work: Pick<FileWork, 'run'>;
  images: ImageSource;
  library: Pick<LibraryService, 'recordDownload'>;
  /** Every downloaded file's KOReader digest is noted, so a device's progress reaches the book (decision 055). */
  koreader: Pick<KoreaderService, 'recordFile'>;
}

export interface EpubFile {
  bytes: Uint8Array;
  fileName: string;
  contentDisposition: string;
  /** Where the first chapter sits in the spine (KOReader's DocFragment number). */
  firstChapterFragment: number;
}

/**
 * Our covers are stored as WebP, which EPUB 3.2 readers need not show: the cover goes into the
 * book as the image host's JPEG rendition. Covers hosted elsewhere are left out (the export never
 * fetches over HTTP).
 */
async function coverOf(images: ImageSource, coverImage: string | null): Promise<EpubBook['cover']> {
  const id = ownImageIdOf(coverImage);
  if (!id) return undefined;
  const image = await images.findJpeg(id, 'full');
  return image ? { data: image.data, mediaType: 'image/jpeg' } : undefined;
}

/** The images the chapters show, as the image host's JPEG renditions (decision 053); missing ones are left out. */
async function chapterImagesOf(images: ImageSource, chapters: { doc: ChapterDoc }[]) {
  const sources = new Set(chapters.flatMap((chapter) => docImages(chapter.doc)));
  const out: NonNullable<EpubBook['images']> = [];
  for (const src of sources) {
    const id = ownImageIdOf(src);
    const image = id ? await images.findJpeg(id, 'full') : undefined;
    if (image) out.push({ src, data: image.data });
  }
  return out;
}

/**
 * EPUB export. `buildBookEpub` answers the file for any caller the books policy lets read the
 * book (the owner, drafts included; anyone signed in for a published book), without an HTTP
 * request, so the account export can call it per book. `downloadBookEpub` is a reader's download
 * (the API route and the OPDS catalogue): the same file, and the download is counted.
 */
export function createEpubService({ books, images, library, work, koreader }: EpubServiceDeps) {
  async function buildBookEpub(user: AuthUser, bookId: string): Promise<EpubFile> {
    // The books service starts with the books policy: an unreadable book is the usual 404.
    const book = await books.getBook(user, bookId);
    const epub: EpubBook = {
      id: book.id,
      title: book.title,
      author: book.author,
      language: languageTag(book.language),
      publisher: book.publisher || undefined,
      description: book.description || undefined,
      date: book.publicationYear ? String(book.publicationYear).padStart(4, '0') : undefined,
      subjects: [...new Set([book.category, book.genre].filter((s): s is string => Boolean(s)))],
      modified: new Date(book.updatedAt),
      cover: await coverOf(images, book.coverImage),
      chapters: book.chapters.map((chapter) => ({
        title: chapter.title,
        content: chapter.content,
        doc: chapter.doc,
      })),
      images: await chapterImagesOf(images, book.chapters),
    };
    return {
      bytes: await work.run(user.id, 'writeEpub', epub),
      fileName: epubFileName(book.title),
      contentDisposition: epubContentDisposition(book.title),
      firstChapterFragment: epubFirstChapterFragment(epub.cover !== undefined),
    };
  }

  return {
    buildBookEpub,

    /**
     * The book as Markdown (decision 053): its title and author, then each chapter under its
     * title, its headings one level down; images by their address on `siteUrl`.
     */
    async bookMarkdown(user: AuthUser, bookId: string, siteUrl: string) {
      const book = await books.getBook(user, bookId);
      const parts = [`# ${book.title}`, `*${book.author}*`];
      for (const chapter of book.chapters) {
        const doc = {
          ...chapter.doc,
          content: chapter.doc.content.map((node) =>
            node.type === 'heading'
              ? { ...node, attrs: { ...node.attrs, level: Math.min(4, node.attrs.level + 1) as 2 | 3 | 4 } }
              : node,
          ),
        };
        parts.push(`## ${chapter.title}`, docToMarkdown(doc).replace(/\]\(<\//g, `](<${siteUrl}/`));
      }
      return { title: book.title, markdown: `${parts.join('\n\n')}\n` };
    },

    async downloadBookEpub(user: AuthUser, bookId: string): Promise<EpubFile> {
      const file = await buildBookEpub(user, bookId);
      await Promise.all([
        library.recordDownload(user.id, bookId),
        koreader.recordFile(file.bytes, bookId, 'export', file.firstChapterFragment),
      ]);
      return file;
    },
  };
}

export type EpubService = ReturnType<typeof createEpubService>;
