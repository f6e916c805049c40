ALTER TABLE "library_entries" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "device_label" text;--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "read_at" timestamp with time zone;