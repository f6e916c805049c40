import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, ownImageUrl } from '@quire/shared';
import { badRequest, payloadTooLarge } from '../../errors.js';
import { type ImageSizing, processImage } from '../../lib/image-processing.js';
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

export function createImagesService(repository: ReturnType<typeof createImagesRepository>) {
  return {
    async upload(buffer: Buffer, sizing: ImageSizing, ownerId: string | null) {
      const processed = await processImage(buffer, sizing, IMAGE_MAX_BYTES);
      const stored = await repository.store(processed, ownerId);
      return { id: stored.id, width: stored.width, height: stored.height, url: ownImageUrl(stored.id) };
    },
    find: repository.find,
  };
}
