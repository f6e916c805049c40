import type { AuthUser } from '../../plugins/auth.js';
import { koreaderDigest } from '../../lib/koreader-digest.js';
import type { AppPasswordsService } from '../app-passwords/app-passwords.service.js';
import type { ReaderService } from '../chapter-reader/reader.service.js';
import { placeOfProgress, progressOfPlace } from './koreader-position.js';
import type { KoreaderProgressRow, KoreaderRepository } from './koreader.repository.js';

/** What KOReader's plugin puts (PUT /syncs/progress), checked by the routes. */
export interface KoreaderProgressBody {
  document: string;
  progress: string;
  percentage: number;
  device: string;
  device_id?: string;
}

export interface KoreaderServiceDeps {
  repo: KoreaderRepository;
  appPasswords: Pick<AppPasswordsService, 'matchKoreader'>;
  reader: Pick<ReaderService, 'listChapters' | 'getPosition' | 'savePosition'>;
  now?: () => Date;
}

/** A KOReader device as Quire's position sync knows it (decision 031): one id per device. */
const deviceIdOf = (deviceId: string | undefined) =>
  `ko-${(deviceId ?? 'device').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || 'device'}`.padEnd(8, '0');

/**
 * KOReader's progress sync (decision 055), with Quire's library behind it: a device's progress
 * is kept as the reference server keeps it and, for a document Quire knows (a file it served or
 * took in), also moves the reader's place in the book; asking for a known document's progress
 * answers Quire's place when it is newer (read on the web or another device).
 */
export function createKoreaderService({
  repo,
  appPasswords,
  reader,
  now = () => new Date(),
}: KoreaderServiceDeps) {
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** The chapters' words of a book the user may read, or undefined. */
  async function chaptersOf(user: AuthUser, bookId: string) {
    try {
      const list = await reader.listChapters(user, bookId);
      return list.chapters.map((c) => ({ number: c.chapterNumber, wordCount: c.wordCount }));
    } catch {
      // A book the user may no longer read (unpublished, removed): progress stays KOReader's only.
      return undefined;
    }
  }

  /** Moves the reader's place in the book to a device's progress (position sync decides, decision 031). */
  async function moveToProgress(
    user: AuthUser,
    bookId: string,
    row: KoreaderProgressRow,
    firstChapterFragment: number | null,
  ) {
    const chapters = await chaptersOf(user, bookId);
    if (!chapters?.length) return;
    const place = placeOfProgress(chapters, row.progress, row.percentage, firstChapterFragment);
    await reader.savePosition(user, bookId, {
      ...place,
      deviceId: deviceIdOf(row.deviceId ?? undefined),
      deviceLabel: 'e-reader',
      readAt: new Date(row.timestamp * 1000).toISOString(),
    });
  }

  return {
    /** The user of the headers KOReader sends: an e-mail and the MD5 of an app password. */
    async authenticate(email: string | undefined, key: string | undefined): Promise<AuthUser | undefined> {
      if (!email || !key || email.length > 320) return undefined;
      const matched = await appPasswords.matchKoreader(email, key);
      return matched && { id: matched.id, role: matched.role };
    },

    /**
     * Notes the digest of a file Quire serves or took in for a book, so KOReader's progress for it
     * reaches the book. `firstChapterFragment`: the first chapter's spine position in Quire's export.
     */
    async recordFile(
      bytes: Uint8Array,
      bookId: string,
      source: 'export' | 'import',
      firstChapterFragment: number | null,
    ) {
      const digest = koreaderDigest(bytes);
      if (!(await repo.recordDocument(digest, bookId, source, firstChapterFragment))) return;
      // Progress devices sent for this file before Quire knew it now reaches the book.
      for (const row of await repo.progressForDocument(digest)) {
        const user: AuthUser = { id: row.userId, role: row.role === 'admin' ? 'admin' : 'reader' };
        await moveToProgress(user, bookId, row, firstChapterFragment);
      }
    },

    async putProgress(user: AuthUser, body: KoreaderProgressBody) {
      const timestamp = seconds();
      const row: KoreaderProgressRow = {
        document: body.document,
        progress: body.progress,
        percentage: body.percentage,
        device: body.device,
        deviceId: body.device_id ?? null,
        timestamp,
      };
      await repo.saveProgress(user.id, row);
      const known = await repo.findDocument(body.document);
      if (known) await moveToProgress(user, known.bookId, row, known.firstChapterFragment);
      return { document: body.document, timestamp };
    },

    async getProgress(user: AuthUser, document: string) {
      const stored = await repo.findProgress(user.id, document);
      const known = await repo.findDocument(document);
      const fromDevice = stored && {
        document,
        progress: stored.progress,
        percentage: stored.percentage,
        device: stored.device,
        ...(stored.deviceId ? { device_id: stored.deviceId } : {}),
        timestamp: stored.timestamp,
      };
      if (!known) return fromDevice ?? {};
      const chapters = await chaptersOf(user, known.bookId);
      if (!chapters?.length) return fromDevice ?? {};
      const place = await reader.getPosition(user, known.bookId);
      const readAt = place.readAt ?? place.lastReadAt;
      if (place.chapter === null || !readAt) return fromDevice ?? {};
      const quireSeconds = Math.floor(Date.parse(readAt) / 1000);
      // The device's own save, or one newer than Quire's place, is the answer.
      if (stored && stored.timestamp >= quireSeconds) return fromDevice;
      return {
        document,
        ...progressOfPlace(
          chapters,
          { chapter: place.chapter, position: place.position },
          known.firstChapterFragment,
        ),
        device: 'Quire',
        device_id: 'quire',
        timestamp: quireSeconds,
      };
    },
  };
}

export type KoreaderService = ReturnType<typeof createKoreaderService>;
