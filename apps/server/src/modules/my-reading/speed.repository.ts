import {
  READING_SPEED_MIN_SESSION_SECONDS,
  READING_SPEED_MIN_SESSION_WORDS,
} from '@quire/shared/constants/reader';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readingSessions } from '../../db/schema.js';
import type { SpeedSample } from './reading-speed.js';

/** How many recent sessions are read to find the plausible ones (a few may be dropped). */
const SPEED_SCAN_LIMIT = 200;

/** The caller's recent reader sessions long enough to say something about their speed. */
export function createSpeedRepository(db: Db) {
  return {
    async recentSpeedSamples(userId: string): Promise<SpeedSample[]> {
      return db
        .select({ wordsRead: readingSessions.wordsRead, activeSeconds: readingSessions.durationSeconds })
        .from(readingSessions)
        .where(
          and(
            eq(readingSessions.userId, userId),
            eq(readingSessions.source, 'reader'),
            gte(readingSessions.durationSeconds, READING_SPEED_MIN_SESSION_SECONDS),
            gte(readingSessions.wordsRead, READING_SPEED_MIN_SESSION_WORDS),
          ),
        )
        .orderBy(desc(readingSessions.startedAt), desc(readingSessions.id))
        .limit(SPEED_SCAN_LIMIT);
    },
  };
}

export type SpeedRepository = ReturnType<typeof createSpeedRepository>;
