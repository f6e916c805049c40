import { randomBytes } from 'node:crypto';
import {
  type BlockNode,
  type ChapterDoc,
  type InlineNode,
  isTextBlock,
  mapChildBlocks,
} from '@quire/shared/chapter-doc';
import { bookInputSchema, IMAGE_MAX_BYTES, IMPORT_MESSAGES } from '@quire/shared';
import { AppError, badRequest } from '../../errors.js';
import type { FileWork, FileWorkProgress } from '../../jobs/file-work.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { createBooksService } from '../books/books.service.js';
import {
  CHAPTER_IMAGE_SIZING,
  COVER_SIZING,
  type ProcessedImage,
  processImage,
} from '../../lib/image-processing.js';
import type { ImportLimits } from './import-limits.js';
import { importedImageIndex } from './imported-book.js';

/** A container block with its blocks replaced by an asynchronous `map`. */
async function mapChildBlocksAsync(
  node: BlockNode,
  map: (nodes: BlockNode[]) => Promise<BlockNode[]>,
): Promise<BlockNode> {
  const done = new Map<BlockNode[], BlockNode[]>();
  const lists: BlockNode[][] = [];
  mapChildBlocks(node, (nodes) => {
    lists.push(nodes);
    return nodes;
  });
  for (const list of lists) done.set(list, await map(list));
  return mapChildBlocks(node, (nodes) => done.get(nodes) ?? nodes);
}

/** A placeholder ISBN for a book whose file has none (or one another book holds): decision 020. */
export const placeholderIsbn = () => `IMPORT-${randomBytes(6).toString('hex').toUpperCase()}`;

/** Stores an image inside a chapter: the image host's checks and re-encoding, its address back. */
export interface ChapterImageStore {
  upload(
    buffer: Buffer,
    sizing: typeof CHAPTER_IMAGE_SIZING,
    ownerId: string | null,
  ): Promise<{ url: string; width: number; height: number }>;
}

export function createImportService(deps: {
  books: ReturnType<typeof createBooksService>;
  images: ChapterImageStore;
  work: FileWork;
  limits: ImportLimits;
}) {
  /**
   * The images inside the chapters, stored by the image host (checked, re-encoded; SVG and
   * anything that is not a picture refused) one by one; each figure then points at its stored
   * image, and a figure whose image was refused keeps its alt text and caption as a paragraph.
   */
  async function storeChapterImages(user: AuthUser, chapters: { doc?: ChapterDoc }[], images: Uint8Array[]) {
    const stored = new Map<number, { url: string; width: number; height: number } | null>();
    let kept = 0;
    let lost = 0;
    const place = async (node: BlockNode): Promise<BlockNode> => {
      if (node.type !== 'figure') return isTextBlock(node) ? node : mapChildBlocksAsync(node, placeAll);
      const index = importedImageIndex(node.attrs.src);
      if (index === undefined) return node;
      if (!stored.has(index)) {
        const bytes = images[index];
        try {
          stored.set(
            index,
            bytes ? await deps.images.upload(Buffer.from(bytes), CHAPTER_IMAGE_SIZING, user.id) : null,
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          stored.set(index, null);
        }
      }
      const image = stored.get(index);
      if (image) {
        kept += 1;
        return {
          ...node,
          attrs: { ...node.attrs, src: image.url, width: image.width, height: image.height },
        };
      }
      lost += 1;
      const words: InlineNode[] = [
        ...(node.attrs.alt ? [{ type: 'text' as const, text: `[${node.attrs.alt}]` }] : []),
        ...(node.content?.length ? [{ type: 'hardBreak' as const }, ...node.content] : []),
      ];
      return {
        type: 'paragraph',
        attrs: { id: node.attrs.id },
        content: words.length ? words : [{ type: 'text', text: '[image]' }],
      };
    };
    const placeAll = async (nodes: BlockNode[]) => {
      const out: BlockNode[] = [];
      for (const node of nodes) out.push(await place(node));
      return out;
    };
    for (const chapter of chapters)
      if (chapter.doc) chapter.doc = { type: 'doc', content: await placeAll(chapter.doc.content) };
    return { kept, lost };
  }

  return {
    /**
     * Imports a file as a draft of the caller's. Everything is read and checked first, in a
     * bounded file worker (the text and the limits, decision 047), then the cover through the
     * image host's checks; only then are the book, its chapters and its cover written, in one
     * transaction: a refusal stores nothing.
     */
    async importFile(
      user: AuthUser,
      bytes: Uint8Array,
      fileName: string | undefined,
      onProgress?: (progress: FileWorkProgress) => void,
    ) {
      const {
        draft,
        format,
        cover: coverBytes,
        images,
      } = await deps.work.run(user.id, 'readBook', { bytes, fileName, limits: deps.limits }, onProgress);
      const notes = [...draft.notes];
      if (images.length) {
        const { kept, lost } = await storeChapterImages(user, draft.input.chapters, images);
        if (kept) notes.push(IMPORT_MESSAGES.imagesStored(kept));
        if (lost) notes.push(IMPORT_MESSAGES.imagesDropped(lost));
      }
      const parsed = bookInputSchema.safeParse({
        ...draft.input,
        isbn: draft.input.isbn ?? placeholderIsbn(),
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);

      let cover: ProcessedImage | undefined;
      if (coverBytes) {
        try {
          cover = await processImage(Buffer.from(coverBytes), COVER_SIZING, IMAGE_MAX_BYTES);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          notes.push(IMPORT_MESSAGES.coverSkipped);
        }
      }

      const { book: created, isbnReplaced } = await deps.books.createImportedDraft(
        user,
        parsed.data,
        cover,
        placeholderIsbn,
      );
      if (!draft.input.isbn) notes.unshift(IMPORT_MESSAGES.isbnMissing);
      else if (isbnReplaced) notes.unshift(IMPORT_MESSAGES.isbnReplaced);
      return { ...created, message: IMPORT_MESSAGES.imported, importNotes: notes, format };
    },
  };
}
