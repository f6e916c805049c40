import {
  READER_WORDS_PER_MINUTE,
  READING_SPEED_MAX_WPM,
  READING_SPEED_MIN_MINUTES,
  READING_SPEED_MIN_SESSIONS,
  READING_SPEED_MIN_WPM,
  READING_SPEED_RECENT_SESSIONS,
} from '@quire/shared/constants/reader';
import type { ReadingSpeed } from '@quire/shared/schemas/reader';

/** One reader session as the speed sees it: words read in active (idle-free) seconds. */
export interface SpeedSample {
  wordsRead: number;
  activeSeconds: number;
}

const median = (sorted: number[]): number => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The reader's words a minute (decision 036) from their sessions, newest first. Idle time is
 * already out of `activeSeconds`; sessions whose speed is implausible (skimming, or a page left
 * open while active elsewhere) are dropped, and the median of the most recent plausible ones is
 * the speed, so a few odd sessions never move it. Too little data answers the default speed.
 */
export function readingSpeedFrom(samplesNewestFirst: SpeedSample[]): ReadingSpeed {
  const plausible = samplesNewestFirst
    .filter((sample) => sample.activeSeconds > 0)
    .map((sample) => ({ ...sample, wpm: sample.wordsRead / (sample.activeSeconds / 60) }))
    .filter((sample) => sample.wpm >= READING_SPEED_MIN_WPM && sample.wpm <= READING_SPEED_MAX_WPM)
    .slice(0, READING_SPEED_RECENT_SESSIONS);
  const minutes = Math.floor(plausible.reduce((sum, sample) => sum + sample.activeSeconds, 0) / 60);
  const sessions = plausible.length;
  if (sessions < READING_SPEED_MIN_SESSIONS || minutes < READING_SPEED_MIN_MINUTES)
    return { wordsPerMinute: READER_WORDS_PER_MINUTE, measured: false, sessions, minutes };
  const speeds = plausible.map((sample) => sample.wpm).sort((a, b) => a - b);
  return { wordsPerMinute: Math.round(median(speeds)), measured: true, sessions, minutes };
}
