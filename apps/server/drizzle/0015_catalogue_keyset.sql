-- The catalogue's reads when nothing is remembered (decision 057).
--
-- 1. book_counts: how many published books each catalogue-wide filter matches, kept by triggers,
--    so a list's total (the spec's totalPages) is one key lookup instead of a count of every
--    matching row. Keys: 'all'; 'c:<name>' for the category filter (category = name OR genre =
--    name, a book counted once); 'g:<genre>'; 'f:true' / 'f:false' (featured).
CREATE TABLE "book_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_book_count_keys(published boolean, category text, genre text, featured boolean)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN published THEN array_remove(ARRAY[
    'all',
    'c:' || category,
    CASE WHEN genre IS DISTINCT FROM category THEN 'c:' || genre END,
    'g:' || genre,
    'f:' || featured::text
  ], NULL) ELSE '{}'::text[] END
$$;
--> statement-breakpoint
-- Inserts and deletes are counted per statement (a bulk import or an account's books at once);
-- keys are written in key order so concurrent writers lock them in the same order.
CREATE OR REPLACE FUNCTION quire_count_books_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_counts AS c (key, n)
  SELECT k, count(*) FROM new_rows, unnest(quire_book_count_keys(published, category, genre, featured)) k
  GROUP BY k ORDER BY k
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_books_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_counts AS c (key, n)
  SELECT k, -count(*) FROM old_rows, unnest(quire_book_count_keys(published, category, genre, featured)) k
  GROUP BY k ORDER BY k
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates per row, and only when a counted column changed (the WHEN below): the counters'
-- own updates (likes, ratings, reads) never call it.
CREATE OR REPLACE FUNCTION quire_count_books_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO book_counts AS c (key, n)
  SELECT k, sum(d) FROM (
    SELECT unnest(quire_book_count_keys(OLD.published, OLD.category, OLD.genre, OLD.featured)) k, -1 d
    UNION ALL
    SELECT unnest(quire_book_count_keys(NEW.published, NEW.category, NEW.genre, NEW.featured)), 1
  ) changes
  GROUP BY k HAVING sum(d) <> 0 ORDER BY k
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_books_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM book_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER book_counts_follow_inserts AFTER INSERT ON books
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quire_count_books_inserted();
--> statement-breakpoint
CREATE TRIGGER book_counts_follow_deletes AFTER DELETE ON books
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quire_count_books_deleted();
--> statement-breakpoint
CREATE TRIGGER book_counts_follow_updates AFTER UPDATE OF published, category, genre, featured ON books
  FOR EACH ROW WHEN (
    OLD.published IS DISTINCT FROM NEW.published OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.genre IS DISTINCT FROM NEW.genre OR OLD.featured IS DISTINCT FROM NEW.featured
  ) EXECUTE FUNCTION quire_count_books_updated();
--> statement-breakpoint
CREATE TRIGGER book_counts_follow_truncate AFTER TRUNCATE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION quire_count_books_truncated();
--> statement-breakpoint
INSERT INTO book_counts (key, n)
SELECT k, count(*) FROM books, unnest(quire_book_count_keys(published, category, genre, featured)) k GROUP BY k;
--> statement-breakpoint
-- 2. The six orders over published books only: a deep page's walk and its sort keys come from
--    the index alone (no row read to check `published`).
DROP INDEX "books_created_idx";--> statement-breakpoint
DROP INDEX "books_title_idx";--> statement-breakpoint
DROP INDEX "books_author_idx";--> statement-breakpoint
DROP INDEX "books_rating_idx";--> statement-breakpoint
DROP INDEX "books_likes_idx";--> statement-breakpoint
DROP INDEX "books_favorites_idx";--> statement-breakpoint
CREATE INDEX "books_published_created_idx" ON "books" USING btree ("created_at","id") WHERE "books"."published";--> statement-breakpoint
CREATE INDEX "books_published_title_idx" ON "books" USING btree ("title","id") WHERE "books"."published";--> statement-breakpoint
CREATE INDEX "books_published_author_idx" ON "books" USING btree ("author","id") WHERE "books"."published";--> statement-breakpoint
CREATE INDEX "books_published_rating_idx" ON "books" USING btree ("rating_avg","id") WHERE "books"."published";--> statement-breakpoint
CREATE INDEX "books_published_likes_idx" ON "books" USING btree ("likes_count","id") WHERE "books"."published";--> statement-breakpoint
CREATE INDEX "books_published_favorites_idx" ON "books" USING btree ("favorites_count","id") WHERE "books"."published";--> statement-breakpoint
-- 3. Searches without three letters or digits in a row (one letter, `é`, `"a`) have no trigram
--    for pg_trgm to look up: the letters of title and author (lower-cased, as ILIKE compares)
--    are indexed instead. Such a search also asks for rows holding every letter of it, which
--    every match does; ILIKE still decides.
CREATE INDEX "books_letters_idx" ON "books" USING gin ((regexp_split_to_array(lower("title"), '') || regexp_split_to_array(lower("author"), ''))) WITH (fastupdate=false) WHERE "books"."published";
