import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, notifications, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'userId' | 'type' | 'message' | 'link'> & {
  actorId?: string | null;
};

/** The only Drizzle caller of the notifications module. Every read and write filters by the recipient. */
export function createNotificationsRepository(db: Db) {
  return {
    async findBook(bookId: string) {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId, title: books.title })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, notificationSettings: users.notificationSettings })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    /** Whether an unread notification of this kind, from this actor, about this link is still waiting. */
    async hasUnreadDuplicate(userId: string, type: string, actorId: string, link: string) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            eq(notifications.actorId, actorId),
            eq(notifications.link, link),
            eq(notifications.isRead, false),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * One notification for every reader who favourited the book (except `excludeUserId`) and
     * allows `settingKey`, in a single statement so a popular book does not mean N round trips.
     */
    async insertForFavoriters(input: {
      bookId: string;
      excludeUserId: string | null;
      settingKey: string;
      type: string;
      message: string;
      link: string;
    }): Promise<{ id: string; userId: string }[]> {
      const result = await db.execute(sql`
        insert into notifications (user_id, type, message, link)
        select e.user_id, ${input.type}, ${input.message}, ${input.link}
        from library_entries e
        join users u on u.id = e.user_id
        where e.book_id = ${input.bookId}
          and e.favorite = true
          and e.user_id is distinct from ${input.excludeUserId}::uuid
          and coalesce((u.notification_settings ->> ${input.settingKey})::boolean, true)
        returning id, user_id`);
      // Both drivers (PGlite and node-postgres) answer raw statements with `{ rows }`.
      const { rows } = result as unknown as { rows: { id: string; user_id: string }[] };
      return rows.map((r) => ({ id: r.id, userId: r.user_id }));
    },

    async listForUser(userId: string, page: number, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit);
    },

    async countForUser(userId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.total ?? 0;
    },

    async countUnread(userId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.total ?? 0;
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    },

    /** Marks one of the user's notifications read; answers false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: string) {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
