import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema.js';
import type { ProcessedImage } from './image-processing.js';

export function createImagesRepository(db: Db) {
  return {
    /** Content-addressed: storing the same bytes twice returns the first row. */
    async store(image: ProcessedImage, ownerId: string | null) {
      const [inserted] = await db
        .insert(images)
        .values({
          hash: image.hash,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          data: image.data,
          thumbData: image.thumb.data,
          thumbWidth: image.thumb.width,
          thumbHeight: image.thumb.height,
          ownerId,
        })
        .onConflictDoNothing({ target: images.hash })
        .returning({ id: images.id, width: images.width, height: images.height });
      if (inserted) return inserted;
      const [existing] = await db
        .select({ id: images.id, width: images.width, height: images.height })
        .from(images)
        .where(eq(images.hash, image.hash));
      return existing!;
    },
    async find(id: string, variant: 'full' | 'thumb') {
      const [row] = await db
        .select({
          hash: images.hash,
          contentType: images.contentType,
          data: variant === 'thumb' ? images.thumbData : images.data,
        })
        .from(images)
        .where(eq(images.id, id));
      return row;
    },
  };
}
