export { splitParagraphs, typeset } from '@quire/shared/chapter-text';

/** Minutes to read `words` at `wordsPerMinute`, at least 1 for any text. */
export function minutesToRead(words: number, wordsPerMinute: number): number {
  if (words <= 0) return 0;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
