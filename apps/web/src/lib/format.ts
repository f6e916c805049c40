/**
 * The app's one vocabulary for counts and durations: every screen says "1 book", "2 books",
 * "<1 min", "1 h 5 min" the same way.
 */

/** Counts and plurals are the contract's (the server's notification texts use the same rule). */
export { countOf, plural } from '@quire/shared/domain';

/**
 * A reading time: '0 min' for none, '<1 min' under a minute, '45 min', '1 h', '1 h 5 min'
 * (whole minutes, rounded down).
 */
export function formatDuration(seconds: number): string {
  const safe = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  if (safe === 0) return '0 min';
  if (safe < 60) return '<1 min';
  const minutes = Math.floor(safe / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Sentence case for a label built from words: 'monthly goal' → 'Monthly goal'. */
export function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Whether a book is started and not finished: its read button says 'Continue reading'. */
export const isUnderway = (progress: number | null | undefined): boolean =>
  typeof progress === 'number' && progress > 0 && progress < 100;

/** The one reading verb: the screen's own word for a book not started, then 'Continue reading'. */
export const readVerb = (progress: number | null | undefined, notStarted: string): string =>
  isUnderway(progress) ? 'Continue reading' : notStarted;

/** "812 B", "48 KB", "1.4 MB": a size as people read it (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/**
 * `text` in curly double quotes, for a title, a search or a passage shown inside a sentence.
 * Quotation marks already in the text become single ones (“‘Blue’ is the colour”), as a quote
 * inside a quote is written, rather than doubling up (““Blue” is the colour”).
 */
export function quoted(text: string): string {
  const inner = text
    .replace(/[“"](?=\S)/g, '‘')
    .replace(/(?<=\S)[”"]/g, '’')
    .replace(/”/g, '’');
  return `“${inner}”`;
}

/** Pages read of a book's pages, said one way on every screen: '3 of 7 pages', '0 of 1 page'. */
export const pagesReadOf = (pagesRead: number, totalPages: number): string =>
  `${pagesRead.toLocaleString('en-US')} of ${totalPages.toLocaleString('en-US')} ${totalPages === 1 ? 'page' : 'pages'}`;
