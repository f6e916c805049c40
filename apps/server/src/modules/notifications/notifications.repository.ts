import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { books, notificationActors, notifications, ratings, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'userId' | 'type' | 'message' | 'link'> & {
  actorId?: string | null;
  bookId?: string | null;
};

/** The notification types that name who did something, and group while unread. */
export const ACTIVITY_TYPES = ['comment', 'like', 'rating'] as const;

export interface ActivityInput {
  userId: string;
  type: string;
  /** What the activity is about (`book:<id>`, `chapter:<id>:<n>`): one unread row per group. */
  groupKey: string;
  bookId: string;
  link: string;
  actorId: string;
  /** When the same actor repeats (like, unlike, like): leave the row as it is. */
  ignoreRepeats: boolean;
  /** The text for the latest actor and the number of other distinct actors. */
  render: (others: number) => string;
}

export type ActivityChange = 'created' | 'grouped' | 'unchanged';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The only Drizzle caller of the notifications module. Every read and write filters by the recipient. */
export function createNotificationsRepository(db: Db) {
  return {
    async findBook(bookId: string) {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId, title: books.title, published: books.published })
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

    /**
     * Stores one activity: while the recipient has an unread notification of the same type about
     * the same thing, that row takes it (a new distinct actor raises the count; the latest actor is
     * named; the row moves to the top); otherwise a new row starts a group.
     */
    async recordActivity(input: ActivityInput): Promise<{ row: NotificationRow; change: ActivityChange }> {
      const attempt = () =>
        db.transaction(async (tx) => {
          const [open] = await tx
            .select()
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, input.userId),
                eq(notifications.type, input.type),
                eq(notifications.groupKey, input.groupKey),
                eq(notifications.isRead, false),
              ),
            )
            .for('update');
          if (!open) {
            const [row] = await tx
              .insert(notifications)
              .values({
                userId: input.userId,
                type: input.type,
                message: input.render(0),
                link: input.link,
                actorId: input.actorId,
                bookId: input.bookId,
                groupKey: input.groupKey,
                actorCount: 1,
              })
              .returning();
            await tx.insert(notificationActors).values({ notificationId: row!.id, actorId: input.actorId });
            return { row: row!, change: 'created' as const };
          }
          const added = await tx
            .insert(notificationActors)
            .values({ notificationId: open.id, actorId: input.actorId })
            .onConflictDoNothing()
            .returning({ actorId: notificationActors.actorId });
          if (added.length === 0) {
            if (input.ignoreRepeats) return { row: open, change: 'unchanged' as const };
            await tx
              .update(notificationActors)
              .set({ actedAt: new Date() })
              .where(
                and(
                  eq(notificationActors.notificationId, open.id),
                  eq(notificationActors.actorId, input.actorId),
                ),
              );
          }
          const actorCount = open.actorCount + added.length;
          const [row] = await tx
            .update(notifications)
            .set({
              actorId: input.actorId,
              actorCount,
              message: input.render(actorCount - 1),
              createdAt: new Date(),
            })
            .where(eq(notifications.id, open.id))
            .returning();
          return { row: row!, change: 'grouped' as const };
        });
      try {
        return await attempt();
      } catch (error) {
        // Another instance started the same group at the same moment: join it.
        if (!isUniqueViolation(error)) throw error;
        return attempt();
      }
    },

    /** Forgets a deleted account's part in every group; answers the groups it was in. */
    async forgetActor(actorId: string): Promise<string[]> {
      const rows = await db
        .delete(notificationActors)
        .where(eq(notificationActors.actorId, actorId))
        .returning({ notificationId: notificationActors.notificationId });
      return rows.map((r) => r.notificationId);
    },

    /**
     * The activity notifications to re-word after accounts were deleted: `ids`, and any whose named
     * actor is gone (actor_id set null), each with who is left: how many distinct actors whose
     * accounts exist, the latest of them, and that actor's rating of the book.
     */
    async findGroupsToReword(ids: string[]) {
      const result = await db.execute(sql`
        select n.id, n.type, b.title, left_actors.remaining,
               latest.actor_id as latest_actor_id, latest.name as latest_actor_name, r.rating as latest_rating
        from ${notifications} n
        left join ${books} b on b.id = n.book_id
        cross join lateral (
          select count(*)::int as remaining from ${notificationActors} a
          join ${users} u on u.id = a.actor_id where a.notification_id = n.id
        ) left_actors
        left join lateral (
          select a.actor_id, u.name from ${notificationActors} a
          join ${users} u on u.id = a.actor_id
          where a.notification_id = n.id order by a.acted_at desc limit 1
        ) latest on true
        left join ${ratings} r on r.user_id = latest.actor_id and r.book_id = n.book_id
        where n.type in ('comment', 'like', 'rating')
          and (n.id = any(${`{${ids.join(',')}}`}::uuid[]) or n.actor_id is null)`);
      return rowsOf<{
        id: string;
        type: string;
        title: string | null;
        remaining: number;
        latest_actor_id: string | null;
        latest_actor_name: string | null;
        latest_rating: number | null;
      }>(result).map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        remaining: Number(r.remaining),
        latestActorId: r.latest_actor_id,
        latestActorName: r.latest_actor_name,
        latestRating: r.latest_rating === null ? null : Number(r.latest_rating),
      }));
    },

    /** Names the group's latest remaining actor and count after an account in it was deleted. */
    async rewordGroup(id: string, actorId: string, actorCount: number, message: string) {
      await db.update(notifications).set({ actorId, actorCount, message }).where(eq(notifications.id, id));
    },

    async deleteByIds(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(notifications).where(inArray(notifications.id, ids));
    },

    /**
     * One notification for each of `userIds` that allows `settingKey`, in a single statement (a
     * deleted book may have been in thousands of libraries).
     */
    async insertForUsers(input: {
      userIds: string[];
      settingKey: string;
      type: string;
      message: string;
      link: string;
    }): Promise<{ id: string; userId: string }[]> {
      if (input.userIds.length === 0) return [];
      const result = await db.execute(sql`
        insert into notifications (user_id, type, message, link)
        select u.id, ${input.type}, ${input.message}, ${input.link}
        from users u
        where u.id = any(${`{${input.userIds.join(',')}}`}::uuid[])
          and coalesce((u.notification_settings ->> ${input.settingKey})::boolean, true)
        returning id, user_id`);
      return rowsOf<{ id: string; user_id: string }>(result).map((r) => ({ id: r.id, userId: r.user_id }));
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
        insert into notifications (user_id, type, message, link, book_id)
        select e.user_id, ${input.type}, ${input.message}, ${input.link}, ${input.bookId}::uuid
        from library_entries e
        join users u on u.id = e.user_id
        where e.book_id = ${input.bookId}
          and e.favorite = true
          and e.user_id is distinct from ${input.excludeUserId}::uuid
          and coalesce((u.notification_settings ->> ${input.settingKey})::boolean, true)
          -- The same news still waiting unread (an event delivered again) is not stored twice.
          and not exists (
            select 1 from notifications n
            where n.user_id = e.user_id and n.type = ${input.type} and n.link = ${input.link}
              and n.message = ${input.message} and n.is_read = false)
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
