import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { koreaderDocuments, koreaderProgress, users } from '../../db/schema.js';

export interface KoreaderDocument {
  bookId: string;
  firstChapterFragment: number | null;
}

export interface KoreaderProgressRow {
  document: string;
  progress: string;
  percentage: number;
  device: string;
  deviceId: string | null;
  timestamp: number;
}

/** KOReader's document digests of Quire's files and the progress devices sent (decision 055). */
export function createKoreaderRepository(db: Db) {
  return {
    /**
     * Notes that a file with this digest is the book's; a digest already known keeps its book.
     * Answers whether the digest is new.
     */
    async recordDocument(
      digest: string,
      bookId: string,
      source: 'export' | 'import',
      firstChapterFragment: number | null,
    ): Promise<boolean> {
      const added = await db
        .insert(koreaderDocuments)
        .values({ digest, bookId, source, firstChapterFragment })
        .onConflictDoNothing()
        .returning({ digest: koreaderDocuments.digest });
      return added.length > 0;
    },

    /** Every reader's progress for a document (a digest Quire has just come to know). */
    async progressForDocument(
      document: string,
    ): Promise<(KoreaderProgressRow & { userId: string; role: string })[]> {
      return db
        .select({
          userId: koreaderProgress.userId,
          role: users.role,
          document: koreaderProgress.document,
          progress: koreaderProgress.progress,
          percentage: koreaderProgress.percentage,
          device: koreaderProgress.device,
          deviceId: koreaderProgress.deviceId,
          timestamp: koreaderProgress.timestamp,
        })
        .from(koreaderProgress)
        .innerJoin(users, eq(users.id, koreaderProgress.userId))
        .where(eq(koreaderProgress.document, document));
    },

    async findDocument(digest: string): Promise<KoreaderDocument | undefined> {
      const [row] = await db
        .select({
          bookId: koreaderDocuments.bookId,
          firstChapterFragment: koreaderDocuments.firstChapterFragment,
        })
        .from(koreaderDocuments)
        .where(eq(koreaderDocuments.digest, digest));
      return row;
    },

    /** Keeps a device's progress for a document, replacing what was there. */
    async saveProgress(userId: string, row: KoreaderProgressRow): Promise<void> {
      const { document, ...values } = row;
      await db
        .insert(koreaderProgress)
        .values({ userId, document, ...values })
        .onConflictDoUpdate({ target: [koreaderProgress.userId, koreaderProgress.document], set: values });
    },

    async findProgress(userId: string, document: string): Promise<KoreaderProgressRow | undefined> {
      const [row] = await db
        .select({
          document: koreaderProgress.document,
          progress: koreaderProgress.progress,
          percentage: koreaderProgress.percentage,
          device: koreaderProgress.device,
          deviceId: koreaderProgress.deviceId,
          timestamp: koreaderProgress.timestamp,
        })
        .from(koreaderProgress)
        .where(and(eq(koreaderProgress.userId, userId), eq(koreaderProgress.document, document)));
      return row;
    },
  };
}

export type KoreaderRepository = ReturnType<typeof createKoreaderRepository>;
