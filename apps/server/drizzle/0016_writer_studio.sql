CREATE TABLE "chapter_revisions" (
	"chapter_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"doc" jsonb NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"session" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_revisions_chapter_id_revision_pk" PRIMARY KEY("chapter_id","revision")
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "silent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "comments_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "favorited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD CONSTRAINT "chapter_revisions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_scheduled_idx" ON "chapters" USING btree ("release_at") WHERE "chapters"."status" = 'scheduled';--> statement-breakpoint
-- Chapters written before release tools were published when they were written.
UPDATE "chapters" SET "published_at" = "created_at";--> statement-breakpoint
-- A favourite's date was not kept before: its entry's last change is the nearest there is.
UPDATE "library_entries" SET "favorited_at" = "updated_at" WHERE "favorite";
