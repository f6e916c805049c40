/**
 * Rules the server and the app both apply, kept once. Pure functions of their arguments: no
 * clock, no zone, no zod (importing this module adds nothing else to a bundle).
 */
import { type GOAL_TIMEFRAMES, IMAGE_JPEG_FORMAT, WORDS_PER_PAGE } from './constants.js';
import { getImage, getImageThumb } from './routes.gen.js';

type Timeframe = (typeof GOAL_TIMEFRAMES)[number];

/**
 * Whole words of a text: runs of non-whitespace (a chapter's word count). A run made only of the
 * chapter-text markers (`##`, a lone `*`, a backslash; decision 019) is not a word.
 */
export const countWords = (text: string): number =>
  (text.match(/\S+/g) ?? []).filter((run) => /[^*#\\]/.test(run)).length;

/** Pages read from words read: words / 250, rounded (0 for under half a page). */
export const wordsToPages = (words: number): number => Math.round(words / WORDS_PER_PAGE);

/** Pages of a whole book: words / 250, rounded, and at least 1 for a book with any text. */
export const bookPages = (wordCount: number): number =>
  wordCount > 0 ? Math.max(1, wordsToPages(wordCount)) : 0;

/**
 * Percent of a book read, by words: every word before the chapter plus the read part of it
 * (`position` 0..1 through the chapter), from 0 to 100, not rounded. A book without words is 0.
 */
export function bookProgressPercent(
  placement: { wordsBefore: number; totalWords: number },
  chapterWords: number,
  position: number,
): number {
  if (placement.totalWords <= 0) return 0;
  const percent = ((placement.wordsBefore + position * chapterWords) / placement.totalWords) * 100;
  return Math.min(100, Math.max(0, percent));
}

// ---------------------------------------------------------------- book fields

/** Whether a text holds a NUL character (U+0000), which PostgreSQL cannot store in text or jsonb. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** The longest ISBN text accepted. */
export const ISBN_MAX_LENGTH = 32;

/** Whether a text is in ISBN-10 (last character may be X) or ISBN-13 form, hyphens and spaces allowed. */
export const looksLikeIsbn = (value: string): boolean => {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d{9}[\dXx]$/.test(compact) || /^\d{13}$/.test(compact);
};

/**
 * The spec requires an ISBN but sets no format (decision 012): any text of 1 to ISBN_MAX_LENGTH
 * characters is accepted.
 */
export const isValidIsbn = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= ISBN_MAX_LENGTH && !hasNul(trimmed);
};

/** Trimmed; a value that looks like an ISBN is kept without its hyphens and spaces (X upper case). */
export const normaliseIsbn = (value: string): string => {
  const trimmed = value.trim();
  return looksLikeIsbn(trimmed) ? trimmed.replace(/[\s-]/g, '').toUpperCase() : trimmed;
};

/** The ISBN-13 check digit of its first twelve digits. */
const isbn13CheckDigit = (first12: string): string => {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
};

/** The ISBN-10 check character (0-9 or X) of its first nine digits. */
const isbn10CheckDigit = (first9: string): string => {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
};

/**
 * The ISBN-13 of an ISBN-10 or ISBN-13 text (hyphens, spaces, a lower-case x allowed), or null
 * when it is neither or its check digit is wrong.
 */
export const toIsbn13 = (value: string): string | null => {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(compact))
    return isbn13CheckDigit(compact.slice(0, 12)) === compact[12] ? compact : null;
  if (/^\d{9}[\dX]$/.test(compact)) {
    if (isbn10CheckDigit(compact.slice(0, 9)) !== compact[9]) return null;
    const first12 = `978${compact.slice(0, 9)}`;
    return first12 + isbn13CheckDigit(first12);
  }
  return null;
};

/** The ISBN-10 of an ISBN (only 978-prefixed ISBN-13s have one), or null. */
export const toIsbn10 = (value: string): string | null => {
  const isbn13 = toIsbn13(value);
  if (!isbn13?.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
};

// ---------------------------------------------------------------- our own images' addresses

/**
 * What the address of every image the server stores starts with (GET /api/images/:id), and what
 * its thumbnail's adds to it (GET /api/images/:id/thumb).
 */
export const [OWN_IMAGE_PREFIX, OWN_IMAGE_THUMB_SUFFIX] = getImageThumb.path.split(':id') as [string, string];

/** The (relative) address of a stored image, as answers and covers carry it. */
export const ownImageUrl = (id: string): string => getImage.path.replace(':id', id);
/** The (relative) address of a stored image's thumbnail. */
export const ownImageThumbUrl = (id: string): string => getImageThumb.path.replace(':id', id);
/**
 * The (relative) address of a JPEG rendition of a stored image (`thumb`: of its thumbnail), for
 * readers that take JPEG or PNG only (OPDS image links).
 */
export const ownImageJpegUrl = (id: string, variant: 'full' | 'thumb' = 'full'): string =>
  `${variant === 'thumb' ? ownImageThumbUrl(id) : ownImageUrl(id)}?format=${IMAGE_JPEG_FORMAT}`;

/** An image's or its thumbnail's address, `id` the id's pattern; the paths have nothing to escape. */
const ownImagePattern = (id: string, flags?: string) =>
  new RegExp(`^${OWN_IMAGE_PREFIX}${id}(?:${OWN_IMAGE_THUMB_SUFFIX})?$`, flags);
// Pure: a bundle that does not use one leaves it out.
const OWN_IMAGE_URL = /* @__PURE__ */ ownImagePattern('[\\w-]+');
const OWN_IMAGE_ID = /* @__PURE__ */ ownImagePattern('([0-9a-f-]{36})', 'i');

/** Whether a value is the (relative) address of one of our images or of its thumbnail. */
export const isOwnImageUrl = (value: string): boolean => OWN_IMAGE_URL.test(value);

/** The id of the stored image an address (the image's or its thumbnail's) points at; none for others. */
export const ownImageIdOf = (url: string | null | undefined): string | undefined =>
  url?.match(OWN_IMAGE_ID)?.[1];

/** Covers are our own images' addresses or http(s) URLs; nothing else is ever put in an img src. */
export const isAcceptableCoverUrl = (value: string): boolean =>
  value === '' || isOwnImageUrl(value) || /^https?:\/\/[^\s]+$/i.test(value);

// ---------------------------------------------------------------- calendar dates (YYYY-MM-DD)

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const parts = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/** A calendar date some days later (or earlier, for a negative count). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day + days);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The same day some months later, clamped to that month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** The last day of a goal's window: the day before the same date one timeframe later. */
export function goalEndDate(startDate: string, timeframe: Timeframe): string {
  switch (timeframe) {
    case 'weekly':
      return addDays(startDate, 6);
    case 'monthly':
      return addDays(addMonths(startDate, 1), -1);
    case 'yearly':
      return addDays(addMonths(startDate, 12), -1);
  }
}

// ---------------------------------------------------------------- counts and plurals

const pluralRules = new Intl.PluralRules('en');

/** The irregular plurals the app shows; the rest add an "s". */
const IRREGULAR: Record<string, string> = { entry: 'entries', story: 'stories' };

/** A noun in the form its count asks for: plural('book', 1) → 'book', plural('book', 2) → 'books'. */
export function plural(noun: string, count: number, pluralForm?: string): string {
  if (pluralRules.select(count) === 'one') return noun;
  return pluralForm ?? IRREGULAR[noun] ?? `${noun}s`;
}

const numberFormat = new Intl.NumberFormat('en');

/** A count with its noun: countOf(1, 'book') → '1 book', countOf(1200, 'page') → '1,200 pages'. */
export function countOf(count: number, noun: string, pluralForm?: string): string {
  return `${numberFormat.format(count)} ${plural(noun, count, pluralForm)}`;
}
