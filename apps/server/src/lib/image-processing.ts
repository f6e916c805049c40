import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { deferredModule } from './deferred-modules.js';
import { IMAGE_UPLOAD_MESSAGES } from '@quire/shared';
import { AppError, payloadTooLarge, unsupportedMedia } from '../errors.js';

type Sharp = typeof import('sharp').default;
const loadSharp = deferredModule<Sharp>('sharp');
/** sharp (libvips), loaded on the first image rather than at start-up (decision 058). */
export const sharp = ((...args: Parameters<Sharp>) => loadSharp()(...args)) as Sharp;

/** Formats recognised by their leading bytes; the file name and declared type are never trusted. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    test: (b) =>
      b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
  },
  {
    type: 'image/avif',
    test: (b) =>
      b.subarray(4, 12).toString('ascii') === 'ftypavif' ||
      b.subarray(4, 12).toString('ascii') === 'ftypavis',
  },
];

export function sniffImageType(buffer: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(buffer))?.type;
}

/** Decoding more pixels than this is refused (a 20000x20000 "pixel bomb" is 400 MP). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  data: Buffer;
  thumb: { data: Buffer; width: number; height: number };
}

export interface ImageSizing {
  /** Longest edge of the stored image. */
  maxEdge: number;
  /** Width of the thumbnail rendition. */
  thumbWidth: number;
  /** Crop to a square (avatars). */
  square?: boolean;
}

export const COVER_SIZING: ImageSizing = { maxEdge: 1200, thumbWidth: 320 };
export const AVATAR_SIZING: ImageSizing = { maxEdge: 512, thumbWidth: 128, square: true };
/** An image inside a chapter (decision 052): as large as a reading column on a large screen needs. */
export const CHAPTER_IMAGE_SIZING: ImageSizing = { maxEdge: 1600, thumbWidth: 400 };

/**
 * Checks an upload by content and re-encodes it to WebP (stripping metadata and anything
 * that is not pixels), producing a full-size rendition and a thumbnail.
 */
export async function processImage(
  input: Buffer,
  sizing: ImageSizing,
  maxBytes: number,
): Promise<ProcessedImage> {
  if (input.length > maxBytes) throw payloadTooLarge(IMAGE_UPLOAD_MESSAGES.tooLarge);
  if (!sniffImageType(input)) throw unsupportedMedia(IMAGE_UPLOAD_MESSAGES.notAnImage);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupportedMedia(IMAGE_UPLOAD_MESSAGES.notAnImage);
  }
  if (!meta.width || !meta.height) throw unsupportedMedia(IMAGE_UPLOAD_MESSAGES.notAnImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new AppError(422, 'IMAGE_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooManyPixels);
  try {
    const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const fit = sizing.square ? 'cover' : 'inside';
    const full = await base()
      .resize({ width: sizing.maxEdge, height: sizing.maxEdge, fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({
        width: sizing.thumbWidth,
        height: sizing.square ? sizing.thumbWidth : undefined,
        fit,
        withoutEnlargement: true,
      })
      .webp({ quality: 72 })
      .toBuffer({ resolveWithObject: true });
    return {
      hash: createHash('sha256').update(full.data).digest('hex'),
      contentType: 'image/webp',
      width: full.info.width,
      height: full.info.height,
      data: full.data,
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupportedMedia(IMAGE_UPLOAD_MESSAGES.notAnImage);
  }
}

/**
 * A JPEG of a stored image (WebP, maybe with transparency: flattened onto white), for readers that
 * take JPEG or PNG only: OPDS image links and EPUB covers (decision 050).
 */
export async function jpegRendition(stored: Buffer, quality: number): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * A plain book cover (a spine, a title block, no text) for a book without one of ours, where a
 * format needs an image for every book (OPDS 2.0 publications).
 */
export function placeholderCoverJpeg(): Promise<Buffer> {
  const block = (width: number, height: number, left: number, top: number, colour: string) => ({
    input: { create: { width, height, channels: 3 as const, background: colour } },
    left,
    top,
  });
  return sharp({ create: { width: 400, height: 600, channels: 3, background: '#5b6b7a' } })
    .composite([
      block(28, 600, 0, 0, '#4a5866'),
      block(260, 120, 76, 150, '#eef1f4'),
      block(200, 14, 106, 188, '#5b6b7a'),
      block(140, 10, 136, 220, '#9aa7b3'),
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}
