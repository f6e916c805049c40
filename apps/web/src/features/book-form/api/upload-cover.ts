import { COVER_MAX_BYTES } from '@quire/shared/constants';
import { IMAGE_UPLOAD_MESSAGES, LIBRARY_TEXT, VALIDATION } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { api, isApiError } from '@/lib/api-client';
import { withUploadProgress } from '@/lib/upload-progress';

/** What POST /api/images answers (the shape of the spec's image-hosting provider). */
export type UploadedImage = RouteResponse<typeof routes.uploadImage>;

/** A failed cover upload, carrying the text to show. */
export class CoverUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoverUploadError';
  }
}

/** The spec's client checks before any upload: an image type, under 5 MB. */
export function checkCoverFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return VALIDATION.coverInvalidType;
  if (file.size > COVER_MAX_BYTES) return VALIDATION.coverTooLarge;
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The image-upload messages of spec §8: a 400 reads 'Invalid upload parameters…'; any other
 * refusal with a message reads 'Upload failed: {message}'; no usable answer reads 'Failed to
 * upload image. Please try again.'
 */
export function coverUploadErrorMessage(status: number, body: unknown): string {
  if (status === 400) return IMAGE_UPLOAD_MESSAGES.badParameters;
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  if (status > 0 && message) return IMAGE_UPLOAD_MESSAGES.failed(message);
  return IMAGE_UPLOAD_MESSAGES.retry;
}

/** A success answer is only usable with a secure_url; else 'Invalid response from' the host. */
export function readUploadAnswer(body: unknown): UploadedImage {
  if (!isRecord(body) || typeof body.secure_url !== 'string' || !body.secure_url) {
    throw new CoverUploadError(LIBRARY_TEXT.invalidImageResponse);
  }
  return body as unknown as UploadedImage;
}

interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a cover to POST /api/images (multipart field `file`), reporting upload progress.
 * Rejects with a CoverUploadError holding the spec's message, or an AbortError when cancelled.
 */
export async function uploadCover(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  let answer: unknown;
  try {
    answer = await api(routes.uploadImage, {
      body: form,
      signal,
      // As long as it takes: the progress bar shows it is moving.
      timeoutMs: 0,
      transport: withUploadProgress((fraction) => onProgress?.(fraction)),
    });
  } catch (error) {
    if (isApiError(error)) throw new CoverUploadError(coverUploadErrorMessage(error.status, error.body));
    throw error;
  }
  onProgress?.(1);
  return readUploadAnswer(answer);
}
