import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, ownImageUrl } from '@quire/shared';
import { badRequest, payloadTooLarge } from '../../errors.js';
import { LRUCache } from 'lru-cache';
import { type ImageSizing, jpegRendition, processImage } from '../../lib/image-processing.js';
import type { createImagesRepository } from './images.repository.js';

/** Reads one uploaded file fully, turning the multipart size error into the spec's message. */
export async function readUpload(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw badRequest(IMAGE_UPLOAD_MESSAGES.badParameters);
  try {
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw payloadTooLarge(IMAGE_UPLOAD_MESSAGES.tooLarge);
    return buffer;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(IMAGE_UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
}

/** Bytes of JPEG renditions kept in memory (a full cover is ~50–200 KB, a thumbnail ~20 KB). */
const JPEG_CACHE_BYTES = 32 * 1024 * 1024;
const JPEG_QUALITY = { full: 85, thumb: 80 } as const;

export type ImageVariant = keyof typeof JPEG_QUALITY;

export function createImagesService(repository: ReturnType<typeof createImagesRepository>) {
  // Stored images never change (a row is content-addressed), so a rendition keyed by the stored
  // bytes' hash is never stale. Concurrent requests for one rendition share one conversion.
  const jpegs = new LRUCache<string, Buffer, { data: Buffer; variant: ImageVariant }>({
    maxSize: JPEG_CACHE_BYTES,
    sizeCalculation: (jpeg) => Math.max(jpeg.length, 1),
    fetchMethod: (_key, _stale, { context }) => jpegRendition(context.data, JPEG_QUALITY[context.variant]),
  });

  /** The JPEG rendition of a stored image or of its thumbnail (`variant`), converted once. */
  async function jpegOf(image: { hash: string; data: Buffer }, variant: ImageVariant): Promise<Buffer> {
    const jpeg = await jpegs.fetch(`${image.hash}:${variant}`, { context: { data: image.data, variant } });
    return jpeg!;
  }

  return {
    async upload(buffer: Buffer, sizing: ImageSizing, ownerId: string | null) {
      const processed = await processImage(buffer, sizing, IMAGE_MAX_BYTES);
      const stored = await repository.store(processed, ownerId);
      return { id: stored.id, width: stored.width, height: stored.height, url: ownImageUrl(stored.id) };
    },
    find: repository.find,
    jpegOf,
    /** A stored image (or its thumbnail) as a JPEG, or nothing when there is no such image. */
    async findJpeg(id: string, variant: ImageVariant) {
      const image = await repository.find(id, variant);
      if (!image?.data) return undefined;
      return {
        contentType: 'image/jpeg',
        data: await jpegOf({ hash: image.hash, data: image.data }, variant),
      };
    },
  };
}
