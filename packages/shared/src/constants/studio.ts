/**
 * The writer's studio (decisions 059, 060): chapter release states, revision history bounds and
 * the autosave timing the editor and the server share.
 */

/** A chapter's release state inside its book: drafts and scheduled chapters are the author's only. */
export const CHAPTER_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];

/** Autosaves of one chapter less than this apart from the first of their run share one revision. */
export const REVISION_COALESCE_MS = 5 * 60 * 1000;
/** Revisions kept per chapter (the newest); older ones are removed as new ones are written. */
export const REVISIONS_KEPT = 100;
/** How long after the last keystroke the editor autosaves. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** How often each server instance looks for scheduled chapters whose time has come. */
export const RELEASE_TICK_MS = 15_000;
/** Days of daily figures the analytics series holds at most (from the book's first day). */
export const ANALYTICS_MAX_DAYS = 366;
