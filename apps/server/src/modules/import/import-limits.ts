import {
  IMPORT_MAX_CHAPTERS,
  IMPORT_MAX_COMPRESSION_RATIO,
  IMPORT_MAX_DEPTH,
  IMPORT_MAX_PARAGRAPHS,
  IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
  IMPORT_MAX_TEXT_MB,
  IMPORT_MAX_UNPACKED_MB,
  IMPORT_MAX_ZIP_ENTRIES,
} from '@quire/shared';

const MB = 1024 * 1024;

/**
 * What one imported file may become. Every bound is checked as the file is read (bytes as they
 * inflate, elements as they open, paragraphs and characters as they are produced), so a hostile
 * file is refused before it costs more than the bound: the worker's heap cap (decision 047) is
 * the last line, not the first.
 */
export interface ImportLimits {
  maxUnpackedBytes: number;
  maxZipEntries: number;
  maxCompressionRatio: number;
  maxTextChars: number;
  maxParagraphs: number;
  maxParagraphsPerChapter: number;
  maxChapters: number;
  maxDepth: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUnpackedBytes: IMPORT_MAX_UNPACKED_MB * MB,
  maxZipEntries: IMPORT_MAX_ZIP_ENTRIES,
  maxCompressionRatio: IMPORT_MAX_COMPRESSION_RATIO,
  maxTextChars: IMPORT_MAX_TEXT_MB * MB,
  maxParagraphs: IMPORT_MAX_PARAGRAPHS,
  maxParagraphsPerChapter: IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
  maxChapters: IMPORT_MAX_CHAPTERS,
  maxDepth: IMPORT_MAX_DEPTH,
};

/** The limits from the environment's values (README, Configuration). */
export function importLimitsFrom(env: {
  IMPORT_MAX_UNPACKED_MB: number;
  IMPORT_MAX_TEXT_MB: number;
  IMPORT_MAX_PARAGRAPHS: number;
  IMPORT_MAX_PARAGRAPHS_PER_CHAPTER: number;
  IMPORT_MAX_DEPTH: number;
}): ImportLimits {
  return {
    ...DEFAULT_IMPORT_LIMITS,
    maxUnpackedBytes: env.IMPORT_MAX_UNPACKED_MB * MB,
    maxTextChars: env.IMPORT_MAX_TEXT_MB * MB,
    maxParagraphs: env.IMPORT_MAX_PARAGRAPHS,
    maxParagraphsPerChapter: env.IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
    maxDepth: env.IMPORT_MAX_DEPTH,
  };
}

export type LimitProblem = 'tooDeep' | 'tooMuchText' | 'tooManyParagraphs' | 'tooManyChapters';

/** A file refused because what it holds goes over one of the limits. */
export class LimitRefusal extends Error {
  constructor(readonly problem: LimitProblem) {
    super(problem);
    this.name = 'LimitRefusal';
  }
}

/**
 * What is left of a book's limits while its file is read: each reader spends from it as it
 * produces paragraphs and text, and the first spend over a limit refuses the file.
 */
export class ImportBudget {
  private paragraphs = 0;
  private chars = 0;
  private chapters = 0;

  constructor(readonly limits: ImportLimits = DEFAULT_IMPORT_LIMITS) {}

  /** One more element open `depth` levels deep. */
  nest(depth: number) {
    if (depth > this.limits.maxDepth) throw new LimitRefusal('tooDeep');
  }

  text(length: number) {
    this.chars += length;
    if (this.chars > this.limits.maxTextChars) throw new LimitRefusal('tooMuchText');
  }

  paragraph() {
    this.paragraphs += 1;
    if (this.paragraphs > this.limits.maxParagraphs) throw new LimitRefusal('tooManyParagraphs');
  }

  chapter() {
    this.chapters += 1;
    if (this.chapters > this.limits.maxChapters) throw new LimitRefusal('tooManyChapters');
  }
}
