/**
 * The whole data model (DESIGN.md). Counters on books and chapters (likes, favourites, ratings,
 * comments, votes, reads) follow the rows they count through database triggers (migration
 * 0002_counters_follow_rows, decision 010): application code writes the rows, never the counters.
 * Every user-owned row is reached through its user id.
 */
import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { CHAPTER_STATUSES } from '@quire/shared/constants/studio';
import { DEVICE_KINDS } from '@quire/shared/messages/offline';
import type { FileJobResult } from '@quire/shared/schemas/file-jobs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the stored (re-encoded) bytes: identical uploads share one row. */
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    /** Smaller rendition for cards and thumbnails (same format). */
    thumbData: bytea('thumb_data'),
    thumbWidth: integer('thumb_width'),
    thumbHeight: integer('thumb_height'),
    ownerId: uuid('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('images_hash_idx').on(t.hash)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    bio: text('bio').notNull().default(''),
    avatarImageId: uuid('avatar_image_id').references(() => images.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['reader', 'admin'] })
      .notNull()
      .default('reader'),
    readingPreferences: jsonb('reading_preferences').$type<string[]>().notNull().default([]),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull(),
    privacySettings: jsonb('privacy_settings').$type<Record<string, boolean>>().notNull(),
    theme: text('theme').notNull().default('light'),
    language: text('language').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('UTC'),
    readerSettings: jsonb('reader_settings').$type<Record<string, unknown>>().notNull().default({}),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    author: text('author').notNull(),
    description: text('description').notNull().default(''),
    isbn: text('isbn').notNull(),
    category: text('category').notNull().default('Fiction'),
    genre: text('genre'),
    publicationYear: integer('publication_year'),
    publisher: text('publisher').notNull().default(''),
    language: text('language').notNull().default('English'),
    /** URL of the cover (our own /api/images/... or an external URL), or null. */
    coverImage: text('cover_image'),
    featured: boolean('featured').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** A draft (false) is seen only by its owner and admins (decision 018). */
    published: boolean('published').notNull().default(true),
    chapterCount: integer('chapter_count').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** rating_sum / rating_count, kept beside them so the rating sort uses an index. */
    ratingAvg: real('rating_avg').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the row was inserted or its title or author last changed (a trigger stamps edits): the
     * search index reads the rows changed since its last read (decision 068). Null for rows older
     * than the column.
     */
    searchChangedAt: timestamp('search_changed_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    uniqueIndex('books_isbn_idx').on(t.isbn),
    index('books_search_changed_idx').on(t.searchChangedAt, t.id),
    // The catalogue's six orders over published books only (decision 057): the list's page ids
    // and sort keys come from the index alone, without reading rows to check `published`.
    index('books_published_created_idx').on(t.createdAt, t.id).where(sql`${t.published}`),
    index('books_published_title_idx').on(t.title, t.id).where(sql`${t.published}`),
    index('books_published_author_idx').on(t.author, t.id).where(sql`${t.published}`),
    index('books_published_rating_idx').on(t.ratingAvg, t.id).where(sql`${t.published}`),
    index('books_published_likes_idx').on(t.likesCount, t.id).where(sql`${t.published}`),
    index('books_published_favorites_idx').on(t.favoritesCount, t.id).where(sql`${t.published}`),
    // The home page's popular list tops up with the most downloaded (decision 062).
    index('books_published_downloads_idx').on(t.downloads, t.id).where(sql`${t.published}`),
    index('books_category_idx').on(t.category, t.createdAt),
    index('books_owner_idx').on(t.ownerId),
    index('books_featured_idx').on(t.featured, t.createdAt),
    index('books_genre_idx').on(t.genre, t.createdAt),
    // fastupdate off: new titles go straight into the trigram index instead of a pending list
    // that every search scans linearly until the next vacuum (decision 007).
    index('books_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).with({ fastupdate: false }),
    index('books_author_trgm_idx').using('gin', sql`${t.author} gin_trgm_ops`).with({ fastupdate: false }),
    // Searches with no trigram (one letter, `é`): the letters of title and author (decision 057).
    index('books_letters_idx')
      .using(
        'gin',
        sql`(regexp_split_to_array(lower(${t.title}), '') || regexp_split_to_array(lower(${t.author}), ''))`,
      )
      .where(sql`${t.published}`)
      .with({ fastupdate: false }),
  ],
);

/**
 * How many published books each catalogue-wide filter matches, kept by triggers on books
 * (decision 057): `all`, `c:<name>` (category or genre, as the category filter matches),
 * `g:<genre>`, `f:<featured>`. A list's total is one key lookup, not a count.
 */
export const bookCounts = pgTable('book_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** 1-based, unique per book, renumbered on removal. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    /**
     * The chapter's text (spec §2): as written for a chapter written as text, the document as
     * Markdown for one that came as a document (decision 049).
     */
    content: text('content').notNull(),
    /**
     * The chapter as a structured document (decision 049), the source of what the reader shows.
     * Null only between the migration that added it and the start-up step that converts the
     * chapters written before it (`docFromText`); readers of the row fall back the same way.
     * `chapters_without_doc_idx` holds exactly those rows, so a start with nothing to convert
     * finds so in one index probe instead of reading every chapter (decision 058).
     */
    doc: jsonb('doc').$type<ChapterDoc>(),
    wordCount: integer('word_count').notNull().default(0),
    readsCount: integer('reads_count').notNull().default(0),
    votesCount: integer('votes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Whether readers see the chapter (decision 060): 'published'; a 'draft' or a 'scheduled'
     * chapter (until release_at) is its author's only, even inside a published book.
     */
    status: text('status', { enum: CHAPTER_STATUSES }).notNull().default('published'),
    /** When a scheduled chapter is released; for a released one, when it was meant to be. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** The IANA zone the writer scheduled in, to show the time as they chose it. */
    timeZone: text('time_zone'),
    /** Released without notifications. */
    silent: boolean('silent').notNull().default(false),
    /** Readers can no longer post comments on it (reading them still works). */
    commentsLocked: boolean('comments_locked').notNull().default(false),
    /** When readers first could see it; null while it never was (feeds date their entries by it). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** The latest revision (decision 059): every save adds one; an autosave names the one it started from. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chapters_book_number_idx').on(t.bookId, t.number),
    index('chapters_scheduled_idx').on(t.releaseAt).where(sql`${t.status} = 'scheduled'`),
    index('chapters_without_doc_idx').on(t.id).where(sql`${t.doc} is null`),
  ],
);

/**
 * A chapter's history (decision 059): its state after a save, one row per kept revision.
 * Autosaves within REVISION_COALESCE_MS of the first of their run share one row (the newest
 * state, under the newest revision number); at most REVISIONS_KEPT rows per chapter are kept.
 * The document is stored as jsonb, which PostgreSQL compresses out of line when it is large.
 */
export const chapterRevisions = pgTable(
  'chapter_revisions',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    doc: jsonb('doc').$type<ChapterDoc>().notNull(),
    wordCount: integer('word_count').notNull().default(0),
    /** What wrote it: 'autosave' rows of one run coalesce; 'form', 'restore', 'created', 'before' never do. */
    kind: text('kind', { enum: ['autosave', 'form', 'restore', 'created', 'before'] }).notNull(),
    /**
     * The editor (one tab, one device) whose autosaves wrote it: only one editor's run coalesces,
     * so a version saved elsewhere stays in the history whatever the writer keeps.
     */
    session: text('session'),
    /** When the run of autosaves this row holds began. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.revision] })],
);

export const libraryEntries = pgTable(
  'library_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Reading', 'Completed', 'Want to Read'] }),
    /** Percent 0..100 of the whole book, by words. */
    progress: real('progress').notNull().default(0),
    currentChapter: integer('current_chapter'),
    /** Position within the current chapter, 0..1. */
    position: real('position').notNull().default(0),
    bookmarkChapter: integer('bookmark_chapter'),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    favorite: boolean('favorite').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The browser that saved the position (a random id it keeps), null for older clients. */
    deviceId: text('device_id'),
    /** What kind of device that was: 'phone', 'tablet', 'computer' or 'e-reader' (decisions 031, 055). */
    deviceLabel: text('device_label', { enum: DEVICE_KINDS }),
    /** When the reader was at that place on that device (its clock, never in the future). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The reader's first EPUB download of the book (export or OPDS): counted once, like a first start. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** When the book last became one of the reader's favourites (the author's analytics series). */
    favoritedAt: timestamp('favorited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('library_entries_user_status_idx').on(t.userId, t.status),
    index('library_entries_user_last_read_idx').on(t.userId, t.lastReadAt),
    index('library_entries_book_idx').on(t.bookId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('likes_book_idx').on(t.bookId)],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('ratings_book_idx').on(t.bookId)],
);

export const chapterVotes = pgTable(
  'chapter_votes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_votes_chapter_idx').on(t.chapterId),
  ],
);

export const chapterReads = pgTable(
  'chapter_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_reads_created_idx').on(t.createdAt, t.bookId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /**
     * A paragraph comment's anchor (all null for a comment on the chapter or the book): paragraph
     * index, offsets and quote in the paragraph's displayed text, with context (decision 029).
     */
    anchorParagraph: integer('anchor_paragraph'),
    /** The text block's stable id in the chapter's document (decision 049). */
    anchorBlockId: text('anchor_block_id'),
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    anchorQuote: text('anchor_quote'),
    anchorPrefix: text('anchor_prefix'),
    anchorSuffix: text('anchor_suffix'),
    /** The passage was not found after an edit: listed with the chapter's comments, counted on no paragraph. */
    anchorDetached: boolean('anchor_detached').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_book_created_idx').on(t.bookId, t.createdAt),
    index('comments_chapter_created_idx').on(t.chapterId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    index('comments_chapter_paragraph_idx')
      .on(t.chapterId, t.anchorParagraph, t.createdAt)
      .where(sql`${t.anchorParagraph} is not null`),
  ],
);

/** The four highlight colours (decision 028). */
export const highlightColor = pgEnum('highlight_color', ['yellow', 'green', 'blue', 'pink']);

/**
 * A reader's highlight, with an optional private note. Anchored like a paragraph comment; a
 * highlight whose chapter is removed keeps its quote and note (chapter null, detached).
 */
export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    paragraph: integer('paragraph').notNull(),
    /** The text block's stable id in the chapter's document (decision 049); `paragraph` is its index. */
    blockId: text('block_id'),
    start: integer('start_offset').notNull(),
    end: integer('end_offset').notNull(),
    quote: text('quote').notNull(),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    color: highlightColor('color').notNull(),
    note: text('note'),
    detached: boolean('detached').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The owner's list of a book in reading order (the chapter's number comes from a join).
    index('highlights_user_book_idx').on(t.userId, t.bookId, t.chapterId, t.paragraph, t.start),
    // Re-anchoring after an edit reads every highlight of a chapter.
    index('highlights_chapter_idx').on(t.chapterId),
    check('highlights_offsets_check', sql`${t.start} >= 0 and ${t.start} < ${t.end}`),
  ],
);

export const readingSessions = pgTable(
  'reading_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id').references(() => books.id, { onDelete: 'set null' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** Active seconds (idle time excluded); may be less than ended_at - started_at. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    wordsRead: integer('words_read').notNull().default(0),
    source: text('source', { enum: ['reader', 'manual'] })
      .notNull()
      .default('reader'),
    /** For manual logs: what was logged ('book' completion, 'streak_day', 'hour'). */
    manualKind: text('manual_kind'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reading_sessions_user_started_idx').on(t.userId, t.startedAt),
    index('reading_sessions_book_idx').on(t.bookId),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['books', 'pages', 'time'] }).notNull(),
    target: integer('target').notNull(),
    timeframe: text('timeframe', { enum: ['weekly', 'monthly', 'yearly'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.startDate)],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_user_idx').on(t.userId, t.createdAt)],
);

export const collectionBooks = pgTable(
  'collection_books',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.bookId] }),
    index('collection_books_book_idx').on(t.bookId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    /** The latest actor of the group (set to null when that account is deleted). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The book the link points at: deleting the book deletes the notification with it. */
    bookId: uuid('book_id').references(() => books.id, { onDelete: 'cascade' }),
    /**
     * What activity notifications group by (`book:<id>` or `chapter:<id>:<number>`); at most one
     * unread row per (user, type, group). Null for notifications that never group.
     */
    groupKey: text('group_key'),
    /** Distinct actors in the group (the rows of notification_actors). */
    actorCount: integer('actor_count').notNull().default(1),
    isRead: boolean('is_read').notNull().default(false),
    /** Bumped when a grouped notification takes a new activity, so it sorts to the top again. */
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
    uniqueIndex('notifications_unread_group_idx')
      .on(t.userId, t.type, t.groupKey)
      .where(sql`${t.isRead} = false and ${t.groupKey} is not null`),
    index('notifications_book_idx').on(t.bookId),
    index('notifications_orphaned_idx')
      .on(t.id)
      .where(sql`${t.actorId} is null and ${t.type} in ('comment', 'like', 'rating')`),
  ],
);

/**
 * Who acted in a grouped notification: one row per distinct actor, with their latest act.
 * actor_id has no foreign key on purpose: when an account is deleted, its rows here tell the
 * notifications module which groups to re-word, and it removes them then.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_actor_idx').on(t.actorId),
  ],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** Small key/value store for instance-wide settings (e.g. the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Answers of writes sent with an Idempotency-Key, per caller (`u:<user id>` or `ip:<address>`),
 * kept 24 hours so a retried request replays the first answer instead of writing twice.
 * A row without a status is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Domain events written in the same transaction as the row they describe (a comment, a like, a
 * rating, a published chapter) and delivered to the event listeners after the commit by the
 * outbox dispatcher (decision 017). A row is pending until delivered_at is set; failed deliveries
 * wait until next_attempt_at and stop after a bounded number of attempts. Delivered rows are
 * pruned after a day.
 */
export const outbox = pgTable(
  'outbox',
  {
    /** Increasing, so pending rows are delivered in the order they were written. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.id).where(sql`${t.deliveredAt} is null`),
    index('outbox_delivered_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
  ],
);

/**
 * Books a reader read outside the app, brought in from a Goodreads or StoryGraph export when the
 * catalogue has no match (decision 025). Written only by the data-transfer module; the reading
 * stats count them. One row per (user, natural key): the ISBN-13 when the file had one, else the
 * normalised title and author, so importing the same file again updates instead of duplicating.
 */
export const outsideBooks = pgTable(
  'outside_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    naturalKey: text('natural_key').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    /** ISBN-13 (digits only) when the file had a valid ISBN. */
    isbn: text('isbn'),
    pages: integer('pages'),
    /** The local calendar date the reader finished it, when the file says. */
    dateRead: date('date_read', { mode: 'string' }),
    /** 1..5 on the app's scale, or null when unrated. */
    rating: smallint('rating'),
    source: text('source', { enum: ['goodreads', 'storygraph'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('outside_books_user_key_idx').on(t.userId, t.naturalKey)],
);

/**
 * Per-device app passwords for e-reader apps (the OPDS catalogue, decision 023): only the sha256
 * of a 32-byte random secret is kept. A row is live while its token_version equals the user's, so
 * a password change or "log out everywhere" (which bump the user's version) revokes it at once.
 */
export const appPasswords = pgTable(
  'app_passwords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /**
     * What KOReader's progress sync sends for this password (the MD5 of the password as typed,
     * with or without its dashes), hashed like the secret (decision 055). Null for app passwords
     * made before KOReader sync: they do not sign in there.
     */
    koreaderKey: text('koreader_key'),
    koreaderKeyCompact: text('koreader_key_compact'),
    tokenVersion: integer('token_version').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_passwords_secret_hash_idx').on(t.secretHash),
    index('app_passwords_koreader_key_idx').on(t.koreaderKey),
    index('app_passwords_koreader_key_compact_idx').on(t.koreaderKeyCompact),
    index('app_passwords_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * File jobs (modules/file-jobs): one row per piece of file work a reader started (an import now;
 * the Goodreads import and the exports later), so they can follow it and see how it ended after a
 * reload or a restart. Written only by the file-jobs service; rows older than the list's 7 days
 * are pruned. A row left queued or working by a server that stopped is failed by the sweep.
 */
export const fileJobs = pgTable(
  'file_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The values of FILE_JOB_KINDS and FILE_JOB_STATUSES (@quire/shared/constants/file-jobs).
    kind: text('kind', { enum: ['import', 'goodreads-import', 'epub-export', 'account-export'] }).notNull(),
    fileName: text('file_name'),
    /** The key the uploading page gave its request, to recognise its own jobs. */
    clientKey: text('client_key'),
    status: text('status', { enum: ['queued', 'working', 'done', 'failed'] }).notNull(),
    /** While queued: the place in the wait list (1 = next), once known. */
    position: integer('position'),
    /** The refusal's text when failed. */
    message: text('message'),
    /**
     * What a finished job made, by its kind (FileJobResults in @quire/shared/schemas/file-jobs):
     * an import the draft's id and title, a Goodreads import its counts, an export nothing.
     */
    result: jsonb('result').$type<FileJobResult>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('file_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('file_jobs_unfinished_idx').on(t.updatedAt).where(sql`${t.status} in ('queued', 'working')`),
    index('file_jobs_created_idx').on(t.createdAt),
  ],
);

/**
 * KOReader's identities of Quire's files (decision 055): the partial MD5 ("binary" document
 * digest) of every file Quire served or took in for a book — each export revision, each OPDS
 * download, each imported original — so that many digests lead to one book.
 */
export const koreaderDocuments = pgTable(
  'koreader_documents',
  {
    digest: text('digest').primaryKey(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** How Quire knows the file: 'export' (download or OPDS) or 'import' (the original). */
    source: text('source', { enum: ['export', 'import'] }).notNull(),
    /**
     * For Quire's own export: the DocFragment number (1-based spine position, as KOReader counts)
     * of the book's first chapter, so a KOReader XPointer names a chapter. Null for imported files.
     */
    firstChapterFragment: integer('first_chapter_fragment'),
    createdAt: createdAt(),
  },
  (t) => [index('koreader_documents_book_idx').on(t.bookId)],
);

/**
 * A reader's KOReader progress per document as the device sent it (decision 055), kept like the
 * reference sync server keeps it, whether or not Quire knows the document yet.
 */
export const koreaderProgress = pgTable(
  'koreader_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    progress: text('progress').notNull(),
    percentage: real('percentage').notNull(),
    device: text('device').notNull(),
    deviceId: text('device_id'),
    /** Seconds since the epoch, as the plugin compares them. */
    timestamp: integer('timestamp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document] })],
);

/**
 * Single sign-on (decision 051): which OpenID Connect identity (the provider's issuer and its
 * subject, stable for one person at one provider) belongs to which account, so a later sign-in
 * finds the account even after the e-mail changed at either end.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);

/**
 * One-time codes a finished single sign-on hands the web app through its address, exchanged once
 * for a session token within a minute (decision 051). Only their SHA-256 is kept.
 */
export const ssoSignInCodes = pgTable(
  'sso_sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_sign_in_codes_expires_idx').on(t.expiresAt)],
);
