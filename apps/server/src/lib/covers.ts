import { OWN_IMAGE_PREFIX, OWN_IMAGE_THUMB_SUFFIX } from '@quire/shared';

/**
 * The cover as lists and cards show it: our own images have a 320px rendition, used in its place;
 * a thumbnail already, or a cover from elsewhere, is used as it is.
 */
export function coverThumbOf(coverImage: string | null): string | null {
  if (!coverImage) return null;
  if (coverImage.startsWith(OWN_IMAGE_PREFIX) && !coverImage.endsWith(OWN_IMAGE_THUMB_SUFFIX))
    return `${coverImage}${OWN_IMAGE_THUMB_SUFFIX}`;
  return coverImage;
}
