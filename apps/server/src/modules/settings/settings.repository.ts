import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema.js';

/** Instance-wide key/value settings (the generated JWT secret, the demo seed's marker). */
export function createSettingsRepository(db: Db) {
  return {
    async find(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      return row?.value;
    },

    /**
     * Stores `value` under `key` unless a value is there already, and answers the stored one:
     * instances starting together all end up with the first writer's value. A value already
     * stored is only read (every start but the first: no write before the server listens).
     */
    async findOrCreate(key: string, value: string): Promise<string | undefined> {
      const stored = await this.find(key);
      if (stored !== undefined) return stored;
      await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
      return this.find(key);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
