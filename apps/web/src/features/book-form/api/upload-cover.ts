import { COVER_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, LIBRARY_TEXT, VALIDATION } from '@quire/shared';
import { getToken } from '@/lib/token-storage';

/** What POST /api/images answers (the shape of the spec's image-hosting provider). */
export interface UploadedImage {
  secure_url: string;
  public_id: string;
  width: number;
  height: number;
  thumbnail_url?: string;
}

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a cover to POST /api/images (multipart field `file`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. Rejects with a CoverUploadError holding the
 * spec's message, or an AbortError when cancelled.
 */
export function uploadCover(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1);
          resolve(readUploadAnswer(body));
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new CoverUploadError(coverUploadErrorMessage(xhr.status, body)));
    });
    xhr.addEventListener('error', () => reject(new CoverUploadError(IMAGE_UPLOAD_MESSAGES.retry)));
    xhr.addEventListener('timeout', () => reject(new CoverUploadError(IMAGE_UPLOAD_MESSAGES.retry)));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));

    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
