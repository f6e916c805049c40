CREATE TABLE "notification_actors" (
	"notification_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_actors_notification_id_actor_id_pk" PRIMARY KEY("notification_id","actor_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "book_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("user_id","type","group_key") WHERE "notifications"."is_read" = false and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_book_idx" ON "notifications" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "notifications_orphaned_idx" ON "notifications" USING btree ("id") WHERE "notifications"."actor_id" is null and "notifications"."type" in ('comment', 'like', 'rating');--> statement-breakpoint
-- Notifications that point at a book that is already gone are dead links: drop them.
DELETE FROM "notifications" n WHERE n."link" ~ 'book=[0-9a-fA-F-]{36}' AND NOT EXISTS (SELECT 1 FROM "books" b WHERE b."id"::text = substring(n."link" from 'book=([0-9a-fA-F-]{36})'));--> statement-breakpoint
UPDATE "notifications" SET "book_id" = substring("link" from 'book=([0-9a-fA-F-]{36})')::uuid WHERE "link" ~ 'book=[0-9a-fA-F-]{36}';--> statement-breakpoint
INSERT INTO "notification_actors" ("notification_id", "actor_id", "acted_at") SELECT "id", "actor_id", "created_at" FROM "notifications" WHERE "actor_id" IS NOT NULL AND "book_id" IS NOT NULL AND "type" IN ('comment', 'like', 'rating');--> statement-breakpoint
-- The newest unread activity notification of each group becomes the one later activity updates.
UPDATE "notifications" n SET "group_key" = g."key" FROM (SELECT DISTINCT ON ("user_id", "type", "key") "id", "key" FROM (SELECT "id", "user_id", "type", "created_at", CASE WHEN "link" LIKE '/book-reader%' AND "link" ~ 'chapter=[0-9]+' THEN 'chapter:' || "book_id" || ':' || substring("link" from 'chapter=([0-9]+)') ELSE 'book:' || "book_id" END AS "key" FROM "notifications" WHERE "is_read" = false AND "actor_id" IS NOT NULL AND "book_id" IS NOT NULL AND "type" IN ('comment', 'like', 'rating')) x ORDER BY "user_id", "type", "key", "created_at" DESC, "id" DESC) g WHERE n."id" = g."id";
