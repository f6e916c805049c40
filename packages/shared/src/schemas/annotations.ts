import { z } from 'zod';
import {
  ANNOTATIONS_IMPORT_MAX,
  HIGHLIGHT_NOTE_MAX_LENGTH,
  HIGHLIGHT_QUOTE_MAX_LENGTH,
} from '../constants/highlights.js';
import { HIGHLIGHT_MESSAGES } from '../messages/highlights.js';

/**
 * Highlights in and out of Quire as annotations (decision 054): the W3C Web Annotation Data Model
 * (JSON-LD; a TextQuoteSelector and a TextPositionSelector on the chapter as the source) and the
 * Readium Annotation Set (the same annotations about the book's EPUB, the chapter's file as the
 * source). Only what an import reads is checked; everything else in a file is kept out.
 */

const textQuoteSelectorSchema = z.object({
  type: z.literal('TextQuoteSelector'),
  exact: z.string().min(1).max(HIGHLIGHT_QUOTE_MAX_LENGTH),
  prefix: z.string().max(1000).optional(),
  suffix: z.string().max(1000).optional(),
});
const textPositionSelectorSchema = z.object({
  type: z.literal('TextPositionSelector'),
  start: z.number().int().min(0).max(100_000_000),
  end: z.number().int().min(0).max(100_000_000),
});
/** Any other selector (CFI, CSS, progression): kept out, never an error. */
const otherSelectorSchema = z.looseObject({ type: z.string().max(100) });
const selectorSchema = z.union([textQuoteSelectorSchema, textPositionSelectorSchema, otherSelectorSchema]);
export type AnnotationSelector = z.infer<typeof selectorSchema>;

const bodySchema = z.looseObject({
  type: z.string().max(100).optional(),
  value: z.string().max(HIGHLIGHT_NOTE_MAX_LENGTH).optional(),
  purpose: z.string().max(100).optional(),
  /** Readium's colour of the highlight. */
  color: z.string().max(40).optional(),
});
const targetSchema = z.looseObject({
  source: z.string().max(2000),
  selector: z.union([selectorSchema, z.array(selectorSchema).max(20)]).optional(),
});

export const annotationSchema = z.looseObject({
  id: z.string().max(300).optional(),
  type: z.literal('Annotation'),
  motivation: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional(),
  created: z.string().max(100).optional(),
  modified: z.string().max(100).optional(),
  body: z.union([bodySchema, z.array(bodySchema).max(20)]).optional(),
  target: z.union([targetSchema, z.array(targetSchema).min(1).max(20)]),
});
export type Annotation = z.infer<typeof annotationSchema>;

const items = z.array(annotationSchema).max(ANNOTATIONS_IMPORT_MAX, HIGHLIGHT_MESSAGES.tooManyAnnotations);

/**
 * POST /api/books/:id/highlights/import: a Readium Annotation Set, a W3C AnnotationCollection
 * (its first page inline), an AnnotationPage, a plain list of annotations or one annotation.
 */
export const annotationsImportSchema = z.union(
  [
    z.looseObject({ type: z.literal('AnnotationSet'), items }),
    z.looseObject({ type: z.literal('AnnotationCollection'), first: z.looseObject({ items }) }),
    z.looseObject({ type: z.literal('AnnotationPage'), items }),
    items,
    annotationSchema,
  ],
  { error: HIGHLIGHT_MESSAGES.annotationsUnreadable },
);
export type AnnotationsImport = z.infer<typeof annotationsImportSchema>;

/** What an import did: highlights made, ones already there, and ones whose passage was not found. */
export const annotationsImportResultSchema = z.object({
  imported: z.number().int(),
  alreadyThere: z.number().int(),
  notFound: z.number().int(),
});
export type AnnotationsImportResult = z.infer<typeof annotationsImportResultSchema>;

/** GET /api/highlights/export.jsonld and export.readium.json: the book. */
export const annotationsExportQuerySchema = z.object({
  bookId: z.uuid({ error: HIGHLIGHT_MESSAGES.bookIdInvalid }),
});
