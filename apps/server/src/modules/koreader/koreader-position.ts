/**
 * KOReader's place in a book and Quire's (decision 055). KOReader sends an XPointer into the
 * EPUB it reads (`/body/DocFragment[3]/body/p[5]/text().17`: the third spine document, …) and the
 * share of the book read (0..1); Quire keeps a chapter and a position in it (0..1, by words).
 */

/** A chapter's words, in reading order. */
export interface ChapterWords {
  number: number;
  wordCount: number;
}

const XPOINTER = /^\/body\/DocFragment\[(\d{1,6})\]/;

/** The spine document an XPointer is in (1-based), if it names one. */
export function fragmentOf(xpointer: string): number | undefined {
  const match = XPOINTER.exec(xpointer);
  return match ? Number(match[1]) : undefined;
}

/** Quire's place for a share of the whole book, counted in words. */
export function placeOfPercentage(chapters: readonly ChapterWords[], percentage: number) {
  const total = chapters.reduce((sum, c) => sum + c.wordCount, 0);
  const target = Math.min(1, Math.max(0, percentage)) * total;
  let before = 0;
  for (const chapter of chapters) {
    if (target < before + chapter.wordCount || chapter === chapters.at(-1))
      return {
        chapter: chapter.number,
        position: chapter.wordCount > 0 ? Math.min(1, Math.max(0, (target - before) / chapter.wordCount)) : 0,
      };
    before += chapter.wordCount;
  }
  return { chapter: chapters[0]?.number ?? 1, position: 0 };
}

/**
 * Quire's place for KOReader's progress: the chapter its XPointer names in one of Quire's own
 * exports (`firstChapterFragment` known), with the position the percentage gives inside that
 * chapter when it falls there, else the chapter's start; without a usable XPointer, the percentage.
 */
export function placeOfProgress(
  chapters: readonly ChapterWords[],
  xpointer: string,
  percentage: number,
  firstChapterFragment: number | null,
) {
  const byPercentage = placeOfPercentage(chapters, percentage);
  const fragment = fragmentOf(xpointer);
  if (firstChapterFragment === null || fragment === undefined) return byPercentage;
  const chapter = chapters[fragment - firstChapterFragment];
  if (!chapter) return byPercentage;
  return {
    chapter: chapter.number,
    position: byPercentage.chapter === chapter.number ? byPercentage.position : 0,
  };
}

/** KOReader's progress for Quire's place: an XPointer to the chapter's document and the share read. */
export function progressOfPlace(
  chapters: readonly ChapterWords[],
  place: { chapter: number; position: number },
  firstChapterFragment: number | null,
) {
  const total = chapters.reduce((sum, c) => sum + c.wordCount, 0);
  let before = 0;
  let index = 0;
  for (const [i, chapter] of chapters.entries()) {
    if (chapter.number === place.chapter) {
      index = i;
      before += place.position * chapter.wordCount;
      break;
    }
    before += chapter.wordCount;
  }
  const fragment = (firstChapterFragment ?? 1) + index;
  return {
    progress: `/body/DocFragment[${fragment}]/body`,
    percentage: total > 0 ? Math.round((before / total) * 10_000) / 10_000 : 0,
  };
}
