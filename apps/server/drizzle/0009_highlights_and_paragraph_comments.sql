CREATE TYPE "public"."highlight_color" AS ENUM('yellow', 'green', 'blue', 'pink');--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"chapter_id" uuid,
	"paragraph" integer NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"quote" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"color" "highlight_color" NOT NULL,
	"note" text,
	"detached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_offsets_check" CHECK ("highlights"."start_offset" >= 0 and "highlights"."start_offset" < "highlights"."end_offset")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_paragraph" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_start" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_end" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_quote" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_prefix" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_suffix" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlights_user_book_idx" ON "highlights" USING btree ("user_id","book_id","chapter_id","paragraph","start_offset");--> statement-breakpoint
CREATE INDEX "highlights_chapter_idx" ON "highlights" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "comments_chapter_paragraph_idx" ON "comments" USING btree ("chapter_id","anchor_paragraph","created_at") WHERE "comments"."anchor_paragraph" is not null;