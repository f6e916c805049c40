import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appPasswords,
  books,
  chapterReads,
  chapterRevisions,
  chapters,
  chapterVotes,
  collectionBooks,
  collections,
  comments,
  goals,
  koreaderProgress,
  highlights,
  images,
  libraryEntries,
  likes,
  notifications,
  outsideBooks,
  ratings,
  readingSessions,
  userAchievements,
  users,
  ssoIdentities,
} from '../../db/schema.js';

/**
 * The rows of one user for the account export, table by table. Each reader is filtered by the
 * caller; the profile leaves out the password hash and the token version.
 */
export function createAccountExportRepository(db: Db) {
  const ownBookIds = db.select({ id: books.id }).from(books);

  return {
    async profile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          bio: users.bio,
          avatarImageId: users.avatarImageId,
          role: users.role,
          readingPreferences: users.readingPreferences,
          notificationSettings: users.notificationSettings,
          privacySettings: users.privacySettings,
          theme: users.theme,
          language: users.language,
          timeZone: users.timeZone,
          readerSettings: users.readerSettings,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    libraryEntries: (userId: string) =>
      db
        .select()
        .from(libraryEntries)
        .where(eq(libraryEntries.userId, userId))
        .orderBy(asc(libraryEntries.createdAt)),
    ratings: (userId: string) =>
      db.select().from(ratings).where(eq(ratings.userId, userId)).orderBy(asc(ratings.createdAt)),
    likes: (userId: string) =>
      db.select().from(likes).where(eq(likes.userId, userId)).orderBy(asc(likes.createdAt)),
    chapterVotes: (userId: string) =>
      db
        .select()
        .from(chapterVotes)
        .where(eq(chapterVotes.userId, userId))
        .orderBy(asc(chapterVotes.createdAt)),
    chapterReads: (userId: string) =>
      db
        .select()
        .from(chapterReads)
        .where(eq(chapterReads.userId, userId))
        .orderBy(asc(chapterReads.createdAt)),
    comments: (userId: string) =>
      db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.createdAt)),
    readingSessions: (userId: string) =>
      db
        .select()
        .from(readingSessions)
        .where(eq(readingSessions.userId, userId))
        .orderBy(asc(readingSessions.startedAt)),
    koreaderProgress: (userId: string) =>
      db
        .select()
        .from(koreaderProgress)
        .where(eq(koreaderProgress.userId, userId))
        .orderBy(asc(koreaderProgress.timestamp)),
    goals: (userId: string) =>
      db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt)),
    collections: (userId: string) =>
      db.select().from(collections).where(eq(collections.userId, userId)).orderBy(asc(collections.createdAt)),
    collectionBooks: (userId: string) =>
      db
        .select({
          collectionId: collectionBooks.collectionId,
          bookId: collectionBooks.bookId,
          position: collectionBooks.position,
          addedAt: collectionBooks.addedAt,
        })
        .from(collectionBooks)
        .innerJoin(collections, eq(collections.id, collectionBooks.collectionId))
        .where(eq(collections.userId, userId))
        .orderBy(asc(collectionBooks.collectionId), asc(collectionBooks.position)),
    notifications: (userId: string) =>
      db
        .select({
          id: notifications.id,
          type: notifications.type,
          message: notifications.message,
          link: notifications.link,
          bookId: notifications.bookId,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
    achievements: (userId: string) =>
      db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
    highlights: (userId: string) =>
      db.select().from(highlights).where(eq(highlights.userId, userId)).orderBy(asc(highlights.createdAt)),
    /** The caller's e-reader app passwords: names and dates, never the secret's hash. */
    appPasswords: (userId: string) =>
      db
        .select({
          id: appPasswords.id,
          name: appPasswords.name,
          createdAt: appPasswords.createdAt,
          lastUsedAt: appPasswords.lastUsedAt,
        })
        .from(appPasswords)
        .where(eq(appPasswords.userId, userId))
        .orderBy(asc(appPasswords.createdAt)),
    /** The single sign-on identities linked to the account: provider (issuer), subject and dates. */
    ssoIdentities: (userId: string) =>
      db
        .select({
          issuer: ssoIdentities.issuer,
          subject: ssoIdentities.subject,
          createdAt: ssoIdentities.createdAt,
          lastSignInAt: ssoIdentities.lastSignInAt,
        })
        .from(ssoIdentities)
        .where(eq(ssoIdentities.userId, userId))
        .orderBy(asc(ssoIdentities.createdAt)),
    outsideBooks: (userId: string) =>
      db
        .select()
        .from(outsideBooks)
        .where(eq(outsideBooks.userId, userId))
        .orderBy(asc(outsideBooks.createdAt)),
    /** The books the caller wrote (drafts too), without the counters other readers moved. */
    books: (userId: string) =>
      db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          description: books.description,
          isbn: books.isbn,
          category: books.category,
          genre: books.genre,
          publicationYear: books.publicationYear,
          publisher: books.publisher,
          language: books.language,
          coverImage: books.coverImage,
          isCompleted: books.isCompleted,
          published: books.published,
          createdAt: books.createdAt,
          updatedAt: books.updatedAt,
        })
        .from(books)
        .where(eq(books.ownerId, userId))
        .orderBy(asc(books.createdAt)),
    /** The chapters of the caller's books, with their text. */
    chapters: (userId: string) =>
      db
        .select({
          id: chapters.id,
          bookId: chapters.bookId,
          number: chapters.number,
          title: chapters.title,
          content: chapters.content,
          status: chapters.status,
          releaseAt: chapters.releaseAt,
          timeZone: chapters.timeZone,
          silent: chapters.silent,
          commentsLocked: chapters.commentsLocked,
          publishedAt: chapters.publishedAt,
          revision: chapters.revision,
          createdAt: chapters.createdAt,
          updatedAt: chapters.updatedAt,
        })
        .from(chapters)
        .where(inArray(chapters.bookId, ownBookIds.where(eq(books.ownerId, userId))))
        .orderBy(asc(chapters.bookId), asc(chapters.number)),
    /** The kept revisions of the caller's chapters (decision 059), with their documents. */
    chapterRevisions: (userId: string) =>
      db
        .select({
          chapterId: chapterRevisions.chapterId,
          revision: chapterRevisions.revision,
          title: chapterRevisions.title,
          doc: chapterRevisions.doc,
          wordCount: chapterRevisions.wordCount,
          kind: chapterRevisions.kind,
          startedAt: chapterRevisions.startedAt,
          savedAt: chapterRevisions.savedAt,
        })
        .from(chapterRevisions)
        .innerJoin(chapters, eq(chapters.id, chapterRevisions.chapterId))
        .where(inArray(chapters.bookId, ownBookIds.where(eq(books.ownerId, userId))))
        .orderBy(asc(chapterRevisions.chapterId), asc(chapterRevisions.revision)),
    /** What the caller uploaded (avatar, covers): metadata; the bytes are served at their URLs. */
    images: (userId: string) =>
      db
        .select({
          id: images.id,
          contentType: images.contentType,
          width: images.width,
          height: images.height,
          bytes: images.bytes,
          createdAt: images.createdAt,
        })
        .from(images)
        .where(eq(images.ownerId, userId))
        .orderBy(asc(images.createdAt)),
    /** The avatar's bytes, for avatar.<ext> in the zip. */
    async avatar(imageId: string) {
      const [row] = await db
        .select({ contentType: images.contentType, data: images.data })
        .from(images)
        .where(eq(images.id, imageId));
      return row;
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
