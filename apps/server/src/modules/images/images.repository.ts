import { OWN_IMAGE_PREFIX, ownImageThumbUrl, ownImageUrl } from '@quire/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { books, chapters, images, users } from '../../db/schema.js';
import type { ProcessedImage } from '../../lib/image-processing.js';

/**
 * Stores a processed image. Content-addressed: storing the same bytes twice returns the first
 * row, with its age reset so that the unreferenced-image sweep gives the new upload its full grace
 * period. Takes a transaction too, so a book and its cover are written together (an import).
 */
async function insertImage(db: Executor, image: ProcessedImage, ownerId: string | null) {
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
    .onConflictDoUpdate({ target: images.hash, set: { createdAt: sql`now()` } })
    .returning({ id: images.id, width: images.width, height: images.height });
  return inserted!;
}

// Covers are URLs (our own image's address, its thumbnail's, or an absolute URL to either): the
// sweep reads the id out of them. The prefix is a constant path (no quote, no LIKE wildcard), put
// in the statement as text so that the statement stays the same.
const OWN_IMAGE_ID_PATTERN = sql.raw(`'${OWN_IMAGE_PREFIX}([0-9a-fA-F-]{36})'`);
const HAS_OWN_IMAGE = sql.raw(`'%${OWN_IMAGE_PREFIX}%'`);

export function createImagesRepository(db: Db) {
  return {
    /**
     * Stores a processed image (see {@link insertImage}); inside `executor`'s transaction when
     * given, so a book and its cover are written together (an import).
     */
    async store(image: ProcessedImage, ownerId: string | null, executor: Executor = db) {
      return insertImage(executor, image, ownerId);
    },
    /**
     * Deletes the images no user avatar, no book cover and no chapter's figure points at that are older than
     * `olderThanSeconds` (an upload for a form not saved yet survives), optionally only those
     * uploaded by `ownerId`; answers how many went. One statement, so instances that sweep at
     * the same time do not fight: the second finds nothing left to delete.
     */
    async deleteUnreferenced({ olderThanSeconds, ownerId }: { olderThanSeconds: number; ownerId?: string }) {
      const coverId = sql`lower(substring(${books.coverImage} from ${OWN_IMAGE_ID_PATTERN}))`;
      const deleted = await db
        .delete(images)
        .where(
          and(
            lt(images.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
            ownerId ? eq(images.ownerId, ownerId) : undefined,
            sql`not exists (select 1 from ${users} where ${users.avatarImageId} = ${images.id})`,
            sql`${images.id}::text not in (select ${coverId} from ${books} where ${books.coverImage} like ${HAS_OWN_IMAGE} and ${coverId} is not null)`,
            // A chapter's figures (decision 052): every image address its document holds, read
            // once per sweep from the documents that hold any.
            sql`${images.id}::text not in (select lower((regexp_matches(${chapters.doc}::text, ${OWN_IMAGE_ID_PATTERN}, 'g'))[1]) from ${chapters} where ${chapters.doc}::text like ${HAS_OWN_IMAGE})`,
          ),
        )
        .returning({ id: images.id });
      return deleted.length;
    },
    /** Deletes an image row when no avatar, no book cover and no chapter's figure points at it any more. */
    async deleteIfUnused(imageId: string) {
      await db
        .delete(images)
        .where(
          and(
            eq(images.id, imageId),
            sql`not exists (select 1 from ${users} where ${users.avatarImageId} = ${imageId})`,
            sql`not exists (select 1 from ${books} where ${books.coverImage} in (${ownImageUrl(imageId)}, ${ownImageThumbUrl(imageId)}))`,
            sql`not exists (select 1 from ${chapters} where ${chapters.doc}::text like ${`%${ownImageUrl(imageId)}%`})`,
          ),
        );
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

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
