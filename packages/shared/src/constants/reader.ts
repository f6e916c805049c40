/** The chapter reader's settings, limits and timings. */
import { FONT_SIZE_DEFAULT } from '../constants.js';

export const READER_FONT_FAMILIES = ['serif', 'sans'] as const;
export const READER_TEXT_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export const READER_LINE_HEIGHT_MIN = 1.4;
export const READER_LINE_HEIGHT_MAX = 2.2;
export const READER_LINE_HEIGHT_STEP = 0.1;
export const READER_LINE_HEIGHT_DEFAULT = 1.7;
/** Finishing the last chapter: a position at or past this on the last chapter completes the book. */
export const READER_COMPLETE_POSITION = 0.98;
/** A session may not span more than this (a tab left open overnight is not reading). */
export const READING_SESSION_MAX_SECONDS = 12 * 60 * 60;
/** How far in the future a session's end may be (client clock skew). */
export const READING_SESSION_CLOCK_SKEW_MS = 60_000;
/** No scroll, key, pointer or visibility change for this long means the reader is idle. */
export const READER_IDLE_MS = 2 * 60_000;
/** Reading speed used for "min read" estimates. */
export const READER_WORDS_PER_MINUTE = 230;

export const DEFAULT_READER_SETTINGS = {
  fontSize: FONT_SIZE_DEFAULT,
  theme: 'light',
  fontFamily: 'serif',
  lineHeight: READER_LINE_HEIGHT_DEFAULT,
  textWidth: 'medium',
  justify: false,
} as const satisfies Record<string, unknown>;
