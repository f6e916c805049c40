import { z } from 'zod';

/** What a Goodreads / StoryGraph import did (POST /api/library/import/goodreads). */
export const importSummarySchema = z.object({
  /** Which export the file was read as. */
  format: z.enum(['goodreads', 'storygraph']),
  /** Rows matched to a catalogue book: their status, rating and review applied. */
  matched: z.number().int(),
  /** Read books the catalogue does not have, kept as books read outside the app. */
  outside: z.number().int(),
  /** Rows with nothing to bring in (a to-read book the catalogue does not have, a blank line). */
  skipped: z.number().int(),
  /** Rows that could not be read; `row` is the 1-based line of the data, the header being row 1. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Books read outside the app, as the stats screens count them. */
export const outsideReadingSchema = z.object({
  /** All of them. */
  books: z.number().int(),
  /** Those finished in the summary's year (by their date read). */
  booksThisYear: z.number().int(),
  /** Σ pages of them all, as the files gave. */
  pages: z.number().int(),
});
export type OutsideReading = z.infer<typeof outsideReadingSchema>;
