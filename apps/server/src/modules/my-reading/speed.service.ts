import type { ReadingSpeed } from '@quire/shared/schemas/reader';
import { readingSpeedFrom } from './reading-speed.js';
import type { SpeedRepository } from './speed.repository.js';

/** The reader's own speed, for time-left estimates. Only ever the caller's sessions. */
export function createSpeedService({ speed }: { speed: SpeedRepository }) {
  return {
    async forUser(userId: string): Promise<ReadingSpeed> {
      return readingSpeedFrom(await speed.recentSpeedSamples(userId));
    },
  };
}

export type SpeedService = ReturnType<typeof createSpeedService>;
