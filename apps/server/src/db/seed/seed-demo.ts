import { randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PRIVACY_SETTINGS } from '@quire/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../modules/auth/password.js';
import { countWords } from '@quire/shared';
import { COVER_SIZING, processImage } from '../../modules/images/image-processing.js';
import { createImagesRepository } from '../../modules/images/images.repository.js';
import { imagePath } from '../../modules/images/images.service.js';
import type { Db } from '../client.js';
import { appSettings, books, chapters, users } from '../schema.js';
import { coverSvg } from './cover-art.js';
import { demoCatalogue } from './demo-catalogue.js';

const SEED_KEY = 'demo_catalogue_seeded';
export const DEMO_EDITOR_EMAIL = 'editors@quire.example';

/**
 * Inserts the demo catalogue once. A marker row written in the same transaction as the books
 * makes it idempotent across restarts and across instances starting together.
 */
export async function seedDemoCatalogue(
  db: Db,
  log: (msg: string) => void = () => undefined,
): Promise<boolean> {
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, SEED_KEY));
  if (marker) return false;

  // Covers are rendered outside the transaction (CPU work); identical bytes dedupe by hash.
  const imagesRepo = createImagesRepository(db);
  const coverUrls: string[] = [];
  for (const book of demoCatalogue) {
    const png = await sharp(Buffer.from(coverSvg(book)))
      .png()
      .toBuffer();
    const processed = await processImage(png, COVER_SIZING, 10 * 1024 * 1024);
    const stored = await imagesRepo.store(processed, null);
    coverUrls.push(imagePath(stored.id));
  }
  // The editor account owns the demo books; its password is random (nobody signs in as it).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [editor] = await tx
      .insert(users)
      .values({
        name: 'Quire Editions',
        email: DEMO_EDITOR_EMAIL,
        passwordHash,
        role: 'admin',
        bio: 'The editors behind the Quire demo catalogue.',
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
        privacySettings: DEFAULT_PRIVACY_SETTINGS,
      })
      .onConflictDoNothing()
      .returning();
    const now = Date.now();
    for (const [index, book] of demoCatalogue.entries()) {
      const wordCounts = book.chapters.map((c) => countWords(c.content));
      const [row] = await tx
        .insert(books)
        .values({
          ownerId: editor?.id ?? null,
          title: book.title,
          author: book.author,
          description: book.description,
          isbn: book.isbn,
          category: book.category,
          genre: book.genre,
          publicationYear: book.publicationYear,
          publisher: book.publisher,
          language: book.language,
          coverImage: coverUrls[index] ?? null,
          featured: book.featured,
          isCompleted: book.isCompleted,
          chapterCount: book.chapters.length,
          wordCount: wordCounts.reduce((a, b) => a + b, 0),
          // Spread creation times so "newest first" has a stable, meaningful order.
          createdAt: new Date(now - (demoCatalogue.length - index) * 60_000),
        })
        .onConflictDoNothing()
        .returning({ id: books.id });
      if (!row) continue;
      await tx.insert(chapters).values(
        book.chapters.map((c, i) => ({
          bookId: row.id,
          number: i + 1,
          title: c.title,
          content: c.content,
          wordCount: wordCounts[i] ?? 0,
        })),
      );
    }
    log(`seeded the demo catalogue: ${demoCatalogue.length} books`);
    return true;
  });
}
