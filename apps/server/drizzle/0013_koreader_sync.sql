CREATE TABLE "koreader_documents" (
	"digest" text PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL,
	"source" text NOT NULL,
	"first_chapter_fragment" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "koreader_progress" (
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"progress" text NOT NULL,
	"percentage" real NOT NULL,
	"device" text NOT NULL,
	"device_id" text,
	"timestamp" integer NOT NULL,
	CONSTRAINT "koreader_progress_user_id_document_pk" PRIMARY KEY("user_id","document")
);
--> statement-breakpoint
ALTER TABLE "app_passwords" ADD COLUMN "koreader_key" text;--> statement-breakpoint
ALTER TABLE "app_passwords" ADD COLUMN "koreader_key_compact" text;--> statement-breakpoint
ALTER TABLE "koreader_documents" ADD CONSTRAINT "koreader_documents_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koreader_progress" ADD CONSTRAINT "koreader_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "koreader_documents_book_idx" ON "koreader_documents" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "app_passwords_koreader_key_idx" ON "app_passwords" USING btree ("koreader_key");--> statement-breakpoint
CREATE INDEX "app_passwords_koreader_key_compact_idx" ON "app_passwords" USING btree ("koreader_key_compact");