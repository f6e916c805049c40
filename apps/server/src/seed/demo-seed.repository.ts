import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PRIVACY_SETTINGS } from '@quire/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSettings, books, chapters, users } from '../db/schema.js';

/** The settings row that marks the demo catalogue as seeded. */
export const DEMO_SEED_KEY = 'demo_catalogue_seeded';

export interface SeedEditor {
  name: string;
  email: string;
  passwordHash: string;
  bio: string;
}

export interface SeedBook {
  values: Omit<typeof books.$inferInsert, 'id' | 'ownerId' | 'chapterCount' | 'wordCount' | 'updatedAt'>;
  chapters: { title: string; content: string; doc: ChapterDoc; wordCount: number }[];
}

/**
 * The demo seed's writes. The marker row and the catalogue go in one transaction (the books and
 * users repositories each open their own): whoever claims the marker inserts everything, and
 * instances starting together seed once.
 */
export function createDemoSeedRepository(db: Db) {
  return {
    async isSeeded(marker: string): Promise<boolean> {
      const [row] = await db
        .select({ key: appSettings.key })
        .from(appSettings)
        .where(eq(appSettings.key, marker));
      return Boolean(row);
    },

    /** Claims `marker` and inserts the editor and the books; false when another start claimed it. */
    async seedOnce(marker: string, editor: SeedEditor, catalogue: SeedBook[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(appSettings)
          .values({ key: marker, value: new Date().toISOString() })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) return false;
        const [owner] = await tx
          .insert(users)
          .values({
            ...editor,
            role: 'admin',
            notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
            privacySettings: DEFAULT_PRIVACY_SETTINGS,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        for (const book of catalogue) {
          const [row] = await tx
            .insert(books)
            .values({
              ...book.values,
              ownerId: owner?.id ?? null,
              chapterCount: book.chapters.length,
              wordCount: book.chapters.reduce((sum, c) => sum + c.wordCount, 0),
            })
            .onConflictDoNothing()
            .returning({ id: books.id });
          if (!row) continue;
          await tx
            .insert(chapters)
            .values(book.chapters.map((c, i) => ({ bookId: row.id, number: i + 1, ...c })));
        }
        return true;
      });
    },
  };
}

export type DemoSeedRepository = ReturnType<typeof createDemoSeedRepository>;
