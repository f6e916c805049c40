import { BOOK_FORM_MESSAGES, IMAGE_MAX_BYTES } from '@quire/shared';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge } from '../../errors.js';
import { readUpload } from '../images/images.service.js';

/** Largest JSON body or multipart text field (the chapters JSON) a book save accepts. */
export const BOOK_FORM_MAX_BYTES = 12 * 1024 * 1024;

const REQUIRED_FIELDS = new Set(['title', 'author', 'isbn']);
const NULLABLE_FIELDS = new Set(['coverImage', 'genre', 'publicationYear']);

export interface BookFormData {
  fields: Record<string, unknown>;
  /** A cover sent as a file part named coverImage (instead of a URL). */
  coverFile?: Buffer;
}

/**
 * Shapes a book form body for bookInputSchema: chapters sent as JSON text are parsed, and empty
 * text fields count as not given (an empty coverImage or publicationYear from a form).
 */
export function normaliseBookFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === '' && !REQUIRED_FIELDS.has(key)) continue;
    // FormData.append('coverImage', null) sends the text 'null': it means "no cover" as well.
    if ((value === 'null' || value === 'undefined') && NULLABLE_FIELDS.has(key)) continue;
    out[key] = value;
  }
  if (typeof out.chapters === 'string') {
    try {
      out.chapters = JSON.parse(out.chapters);
    } catch {
      // Left as text: validation answers with the chapters message.
    }
  }
  return out;
}

/**
 * Reads a multipart book form (spec §7): every field as text, chapters as JSON text, and
 * optionally a coverImage file part, read fully so its size limit applies.
 */
/** Text fields one multipart request may carry. */
export const MULTIPART_MAX_FIELDS = 200;

export async function readMultipartBookForm(request: FastifyRequest): Promise<BookFormData> {
  const fields: Record<string, unknown> = {};
  let coverFile: Buffer | undefined;
  const parts = request.parts({
    // The edit form resends every field it loaded (37 and more): text fields are plentiful.
    limits: {
      fieldSize: BOOK_FORM_MAX_BYTES,
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: MULTIPART_MAX_FIELDS,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'coverImage') {
        part.file.resume();
        continue;
      }
      const buffer = await readUpload(part);
      // A form with no file chosen still sends an empty file part.
      if (buffer.length > 0) coverFile = buffer;
      continue;
    }
    if (part.valueTruncated) throw payloadTooLarge(BOOK_FORM_MESSAGES.tooLarge);
    fields[part.fieldname] = part.value;
  }
  return { fields: normaliseBookFields(fields), coverFile };
}
