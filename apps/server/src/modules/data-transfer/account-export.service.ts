import {
  ACCOUNT_EXPORT_FORMAT_VERSION,
  ACCOUNT_EXPORT_MAX_BYTES,
  DATA_TRANSFER_MESSAGES,
  ownImageUrl,
} from '@quire/shared';
import { strToU8, zipSync } from 'fflate';
import type { FileWork, FileWorkProgress } from '../../jobs/file-work.js';
import { AppError, notFound } from '../../errors.js';
import type { AccountExportRepository } from './account-export.repository.js';

/** Writes a book its author wrote as an EPUB (the EPUB export's writer, plugged in at start). */
export type BookEpubWriter = (authorId: string, bookId: string) => Promise<Uint8Array>;

/** A table another module owns that belongs in the export (highlights, app passwords, ...). */
export interface ExtraExportTable {
  /** The database table it reads, for the completeness check. */
  table: string;
  /** The file in the zip, e.g. 'highlights.json'. */
  file: string;
  describe: string;
  rows(userId: string): Promise<unknown[]>;
}

export interface AccountExportDeps {
  repo: AccountExportRepository;
  /** No EPUBs when left out. */
  bookEpub?: BookEpubWriter;
  extraTables?: readonly ExtraExportTable[];
  now?: () => Date;
  /** The largest zip built (bytes of the uncompressed files). */
  maxBytes?: number;
  /** The zip is compressed in a bounded file worker (decision 047); in place when left out. */
  work?: Pick<FileWork, 'run'>;
}

type Reader = (repo: AccountExportRepository, userId: string) => Promise<unknown[]>;

/**
 * Every table of the schema, exported to a file or left out on purpose with the reason: a test
 * checks each table of the schema is in one of the two lists, so a new table cannot be forgotten.
 */
export const EXPORTED_TABLES: Record<string, { file: string; describe: string; read: Reader }> = {
  library_entries: {
    file: 'library-entries.json',
    describe:
      'your library: status, progress, place, bookmark, private notes, tags and favourite of each book',
    read: (repo, id) => repo.libraryEntries(id),
  },
  ratings: {
    file: 'ratings.json',
    describe: 'the star ratings you gave',
    read: (repo, id) => repo.ratings(id),
  },
  likes: { file: 'likes.json', describe: 'the books you liked', read: (repo, id) => repo.likes(id) },
  chapter_votes: {
    file: 'chapter-votes.json',
    describe: 'the chapters you voted for',
    read: (repo, id) => repo.chapterVotes(id),
  },
  chapter_reads: {
    file: 'chapter-reads.json',
    describe: 'the chapters you opened',
    read: (repo, id) => repo.chapterReads(id),
  },
  comments: {
    file: 'comments.json',
    describe: 'your comments on books and chapters (chapterId set for a chapter comment)',
    read: (repo, id) => repo.comments(id),
  },
  reading_sessions: {
    file: 'reading-sessions.json',
    describe: 'your reading sessions and manual logs (the source of every reading stat)',
    read: (repo, id) => repo.readingSessions(id),
  },
  goals: { file: 'goals.json', describe: 'your reading goals', read: (repo, id) => repo.goals(id) },
  collections: {
    file: 'collections.json',
    describe: 'your collections',
    read: (repo, id) => repo.collections(id),
  },
  collection_books: {
    file: 'collection-books.json',
    describe: 'the books in your collections, in order',
    read: (repo, id) => repo.collectionBooks(id),
  },
  notifications: {
    file: 'notifications.json',
    describe: 'your notifications',
    read: (repo, id) => repo.notifications(id),
  },
  user_achievements: {
    file: 'achievements.json',
    describe: 'the achievements you unlocked and when',
    read: (repo, id) => repo.achievements(id),
  },
  highlights: {
    file: 'highlights.json',
    describe:
      'your highlights and notes: book, chapter, paragraph, offsets, the quote with its context, colour and note',
    read: (repo, id) => repo.highlights(id),
  },
  app_passwords: {
    file: 'app-passwords.json',
    describe: 'the e-reader app passwords you created: device name and dates (never the password)',
    read: (repo, id) => repo.appPasswords(id),
  },
  sso_identities: {
    file: 'sso-identities.json',
    describe: 'the single sign-on accounts linked to yours: the provider (issuer), your id there and dates',
    read: (repo, id) => repo.ssoIdentities(id),
  },
  koreader_progress: {
    file: 'koreader-progress.json',
    describe:
      'the reading progress your KOReader devices sent: document digest, place, percentage, device, time',
    read: (repo, id) => repo.koreaderProgress(id),
  },
  outside_books: {
    file: 'outside-books.json',
    describe: 'books you read outside Quire, imported from Goodreads or StoryGraph',
    read: (repo, id) => repo.outsideBooks(id),
  },
  books: {
    file: 'books.json',
    describe: 'the books you wrote, drafts included',
    read: (repo, id) => repo.books(id),
  },
  chapters: {
    file: 'chapters.json',
    describe: 'the chapters of the books you wrote, with their text',
    read: (repo, id) => repo.chapters(id),
  },
  chapter_revisions: {
    file: 'chapter-revisions.json',
    describe: 'the kept revisions of your chapters (their history), each with its document',
    read: (repo, id) => repo.chapterRevisions(id),
  },
  images: {
    file: 'uploads.json',
    describe: `the images you uploaded (covers, avatar): type and size; each is at ${ownImageUrl('<id>')}`,
    read: (repo, id) => repo.images(id),
  },
};

/** Tables deliberately not exported, and why. `users` is profile.json (written separately). */
export const EXCLUDED_TABLES: Record<string, string> = {
  users: 'written as profile.json and reader-settings.json, without the password hash and token version',
  notification_actors:
    "other readers' ids behind your grouped notifications; the notification text already names them",
  idempotency_keys: 'replay records of requests, kept 24 hours; not data you made',
  outbox: 'events waiting for delivery between parts of the server; not data you made',
  file_jobs:
    'the progress of your imports and exports, kept 7 days; the books they made are exported with your books',
  app_settings: 'settings of the whole server instance, not of any user',
  sso_sign_in_codes: 'one-time codes of single sign-ons, used within a minute; not data you made',
  koreader_documents:
    'the digests of the files Quire served for each book (how KOReader names a book); not data you made',
  book_counts:
    "how many published books the catalogue's filters match, kept for list totals; not data you made",
};

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** "Everything I have": a zip of every row the caller owns (decision 026). */
export function createAccountExportService({
  repo,
  bookEpub,
  extraTables = [],
  now = () => new Date(),
  maxBytes = ACCOUNT_EXPORT_MAX_BYTES,
  work,
}: AccountExportDeps) {
  return {
    /**
     * The caller's zip and its file name. `onProgress` hears the zip's place in the wait list of
     * the file work, then 0 as it is compressed.
     */
    async exportAccount(
      userId: string,
      onProgress?: (progress: FileWorkProgress) => void,
    ): Promise<{ zip: Uint8Array; fileName: string }> {
      const profile = await repo.profile(userId);
      if (!profile) throw notFound();
      const exportedAt = now();
      const files: Record<string, Uint8Array> = {};
      const counts: Record<string, number> = {};
      let total = 0;
      const add = (name: string, bytes: Uint8Array) => {
        total += bytes.byteLength;
        if (total > maxBytes)
          throw new AppError(413, 'EXPORT_TOO_LARGE', DATA_TRANSFER_MESSAGES.exportTooLarge);
        files[name] = bytes;
      };

      const { readerSettings, ...account } = profile;
      add('profile.json', json(account));
      add('reader-settings.json', json(readerSettings));
      const readme: string[] = [
        'profile.json: your account: name, e-mail, bio, reading interests, notification and privacy settings, theme, language, time zone',
        'reader-settings.json: your reader settings (font size, theme and the rest)',
      ];
      if (profile.avatarImageId) {
        const avatar = await repo.avatar(profile.avatarImageId);
        if (avatar) {
          const name = `avatar.${EXTENSIONS[avatar.contentType] ?? 'bin'}`;
          add(name, new Uint8Array(avatar.data));
          readme.push(`${name}: your avatar image`);
        }
      }
      // One table at a time: only one table's rows are held as objects at once.
      for (const [table, spec] of Object.entries(EXPORTED_TABLES)) {
        const rows = await spec.read(repo, userId);
        counts[table] = rows.length;
        add(spec.file, json(rows));
        readme.push(`${spec.file}: ${spec.describe}`);
      }
      for (const extra of extraTables) {
        const rows = await extra.rows(userId);
        counts[extra.table] = rows.length;
        add(extra.file, json(rows));
        readme.push(`${extra.file}: ${extra.describe}`);
      }
      const epubs: string[] = [];
      if (bookEpub) {
        for (const book of await repo.books(userId)) {
          const name = `books/${book.id}.epub`;
          add(name, await bookEpub(userId, book.id));
          epubs.push(name);
        }
        if (epubs.length) readme.push('books/<book id>.epub: each book you wrote, as an EPUB 3 e-book');
      }

      const manifest = {
        format: 'quire-account-export',
        formatVersion: ACCOUNT_EXPORT_FORMAT_VERSION,
        exportedAt: exportedAt.toISOString(),
        userId,
        counts,
        files: Object.keys(files).sort(),
        excluded: EXCLUDED_TABLES,
      };
      add('manifest.json', json(manifest));
      add(
        'README.txt',
        strToU8(
          [
            'Your Quire data',
            '===============',
            '',
            `Exported ${exportedAt.toISOString()} (format version ${ACCOUNT_EXPORT_FORMAT_VERSION}).`,
            'Each .json file is a list of rows in UTF-8 JSON; ids link files together',
            '(bookId in ratings.json is the id of a book; times are ISO 8601 in UTC).',
            'manifest.json counts the rows of each file.',
            '',
            ...readme.map((line) => `- ${line}`),
            '',
            'Not included, on purpose:',
            ...Object.entries(EXCLUDED_TABLES).map(([table, why]) => `- ${table}: ${why}`),
            '',
          ].join('\r\n'),
        ),
      );
      const day = exportedAt.toISOString().slice(0, 10);
      const zip = work
        ? await work.run(userId, 'zip', { files, mtime: exportedAt }, onProgress)
        : zipSync(files, { level: 6, mtime: exportedAt });
      return { zip, fileName: `quire-export-${day}.zip` };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
