import { docFromText, docWordCount } from '@quire/shared/chapter-doc';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { hashPassword } from '../lib/password.js';
import { ownImageUrl } from '@quire/shared';
import { COVER_SIZING, processImage } from '../lib/image-processing.js';
import type { ImagesRepository } from '../modules/images/images.repository.js';
import { coverSvg } from './cover-art.js';
import { DEMO_SEED_KEY as SEED_KEY, type DemoSeedRepository } from './demo-seed.repository.js';
import { demoCatalogue } from './demo-catalogue.js';

export const DEMO_EDITOR_EMAIL = 'editors@quire.example';

/**
 * Inserts the demo catalogue once. A marker row written in the same transaction as the books
 * makes it idempotent across restarts and across instances starting together.
 */
export async function seedDemoCatalogue(
  { seed, images: imagesRepo }: { seed: DemoSeedRepository; images: ImagesRepository },
  log: (msg: string) => void = () => undefined,
): Promise<boolean> {
  if (await seed.isSeeded(SEED_KEY)) return false;

  // Covers are rendered outside the transaction (CPU work); identical bytes dedupe by hash.
  const coverUrls: string[] = [];
  for (const book of demoCatalogue) {
    const png = await sharp(Buffer.from(coverSvg(book)))
      .png()
      .toBuffer();
    const processed = await processImage(png, COVER_SIZING, 10 * 1024 * 1024);
    const stored = await imagesRepo.store(processed, null);
    coverUrls.push(ownImageUrl(stored.id));
  }
  // The editor account owns the demo books; its password is random (nobody signs in as it).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  const now = Date.now();
  const seeded = await seed.seedOnce(
    SEED_KEY,
    {
      name: 'Quire Editions',
      email: DEMO_EDITOR_EMAIL,
      passwordHash,
      bio: 'The editors behind the Quire demo catalogue.',
    },
    demoCatalogue.map((book, index) => ({
      values: {
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
        // Spread creation times so "newest first" has a stable, meaningful order.
        createdAt: new Date(now - (demoCatalogue.length - index) * 60_000),
      },
      chapters: book.chapters.map((c) => {
        const doc = docFromText(c.content);
        return { title: c.title, content: c.content, doc, wordCount: docWordCount(doc) };
      }),
    })),
  );
  if (seeded) log(`seeded the demo catalogue: ${demoCatalogue.length} books`);
  return seeded;
}
