DROP INDEX "books_title_trgm_idx";--> statement-breakpoint
DROP INDEX "books_author_trgm_idx";--> statement-breakpoint
CREATE INDEX "books_genre_idx" ON "books" USING btree ("genre","created_at");--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "books_author_trgm_idx" ON "books" USING gin ("author" gin_trgm_ops) WITH (fastupdate=false);