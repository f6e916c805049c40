import { z } from 'zod';

/** POST /api/images (multipart field `file`): the hosted image, in the image-hosting provider's shape. */
export const imageUploadResponseSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
