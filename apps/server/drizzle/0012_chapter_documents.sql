ALTER TABLE "chapters" ADD COLUMN "doc" jsonb;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_block_id" text;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "block_id" text;