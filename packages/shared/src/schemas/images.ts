import { z } from 'zod';
import { IMAGE_JPEG_FORMAT } from '../constants.js';

/** POST /api/images (multipart field `file`): the hosted image, in the image-hosting provider's shape. */
export const imageUploadResponseSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/**
 * GET /api/images/:id and /thumb: `?format=jpeg` answers a JPEG rendition of the stored WebP, for
 * readers that take JPEG or PNG only (OPDS image links; decision 050).
 */
export const imageQuerySchema = z.object({ format: z.literal(IMAGE_JPEG_FORMAT).optional() });
export type ImageQuery = z.infer<typeof imageQuerySchema>;
