import { IMAGE_MAX_BYTES } from '@quire/shared';
import { sharp } from '../../lib/image-processing.js';
import { AVATAR_SIZING, MAX_INPUT_PIXELS, sniffImageType } from '../../lib/image-processing.js';

/**
 * Centre-crops an upload to a square no larger than the avatar size, losslessly (PNG), before
 * the shared image pipeline re-encodes it: that pipeline never enlarges, so a picture smaller
 * than AVATAR_SIZING would otherwise come out as a rectangle. Anything suspicious (too large,
 * not an image, undecodable) is passed through untouched for the pipeline to refuse.
 */
export async function squareAvatarInput(input: Buffer): Promise<Buffer> {
  if (input.length > IMAGE_MAX_BYTES || !sniffImageType(input)) return input;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { width, height, orientation } = await image.metadata();
    if (!width || !height || width * height > MAX_INPUT_PIXELS) return input;
    // EXIF orientations 5-8 swap the sides once rotated.
    const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
    if (w === h && w <= AVATAR_SIZING.maxEdge) return input;
    const side = Math.min(w, h, AVATAR_SIZING.maxEdge);
    return await image.rotate().resize({ width: side, height: side, fit: 'cover' }).png().toBuffer();
  } catch {
    return input;
  }
}
