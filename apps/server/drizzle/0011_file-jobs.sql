CREATE TABLE "file_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"client_key" text,
	"status" text NOT NULL,
	"position" integer,
	"message" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_jobs" ADD CONSTRAINT "file_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_jobs_user_created_idx" ON "file_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "file_jobs_unfinished_idx" ON "file_jobs" USING btree ("updated_at") WHERE "file_jobs"."status" in ('queued', 'working');--> statement-breakpoint
CREATE INDEX "file_jobs_created_idx" ON "file_jobs" USING btree ("created_at");