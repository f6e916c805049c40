/** Time left in the reader and the reader's speed on Reading Progress. */

/**
 * A duration in minutes as a reader says it: "6 min", "1 h", "2 h 10 min" (under a minute
 * counts as 1 min, so something left never reads as nothing).
 */
export function formatMinutes(minutes: number): string {
  const total = Math.max(1, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "about 6 min left in chapter · 2 h 10 min in book" (the book part only when other chapters follow). */
export function timeLeftText(chapterMinutes: number, bookMinutes: number | null): string {
  const chapter = `about ${formatMinutes(chapterMinutes)} left in chapter`;
  return bookMinutes === null ? chapter : `${chapter} · ${formatMinutes(bookMinutes)} in book`;
}

export const TIME_LEFT_MESSAGES = {
  timeLeft: 'Time left',
  speedHeading: 'Reading speed',
  speedFallback: 'Estimated from an average reader until you have read a little more',
  speedFailed: 'Your reading speed could not be loaded',
} as const;

/** "Your reading speed: 312 words per minute". */
export const readingSpeedText = (wordsPerMinute: number) =>
  `Your reading speed: ${wordsPerMinute} words per minute`;
