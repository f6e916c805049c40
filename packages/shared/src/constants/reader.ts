/** The chapter reader's settings, limits and timings. */
import { FONT_SIZE_DEFAULT } from '../constants.js';

/** 'dyslexic' is OpenDyslexic, self-hosted and loaded only when chosen. */
export const READER_FONT_FAMILIES = ['serif', 'sans', 'dyslexic'] as const;
/** Space between paragraphs, as a share of the line (compact 0.5em, normal 0.95em, relaxed 1.6em). */
export const READER_PARAGRAPH_SPACINGS = ['compact', 'normal', 'relaxed'] as const;
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
/**
 * Reading speed for time estimates until the reader's own speed is measured (decision 036): the
 * same 250 words the app counts as a page, so a page is about a minute.
 */
export const READER_WORDS_PER_MINUTE = 250;
/** A session's speed counts towards the measured speed only within these bounds (words a minute). */
export const READING_SPEED_MIN_WPM = 80;
export const READING_SPEED_MAX_WPM = 800;
/** A session shorter than this (active seconds) or with fewer words says little about speed. */
export const READING_SPEED_MIN_SESSION_SECONDS = 60;
export const READING_SPEED_MIN_SESSION_WORDS = 50;
/** The measured speed needs this many plausible sessions and this much reading time in them. */
export const READING_SPEED_MIN_SESSIONS = 5;
export const READING_SPEED_MIN_MINUTES = 20;
/** The speed follows the reader: only their most recent plausible sessions count. */
export const READING_SPEED_RECENT_SESSIONS = 60;

export const DEFAULT_READER_SETTINGS = {
  fontSize: FONT_SIZE_DEFAULT,
  theme: 'light',
  fontFamily: 'serif',
  lineHeight: READER_LINE_HEIGHT_DEFAULT,
  textWidth: 'medium',
  justify: false,
  paragraphSpacing: 'normal',
  hyphenate: false,
  ruler: false,
} as const satisfies Record<string, unknown>;
