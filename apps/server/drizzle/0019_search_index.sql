-- The search index's change stamp (decision 068): rows older than the column stay null (the
-- index reads them in full), new rows take the time of their insert.
ALTER TABLE "books" ADD COLUMN "search_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "search_changed_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "books_search_changed_idx" ON "books" USING btree ("search_changed_at","id");--> statement-breakpoint
-- An edit of the title or the author is stamped too, whichever statement makes it.
CREATE OR REPLACE FUNCTION quire_stamp_book_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_changed_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_stamp_search_changes BEFORE UPDATE OF title, author ON books
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.author IS DISTINCT FROM NEW.author)
  EXECUTE FUNCTION quire_stamp_book_search_change();
