-- Every counter on books and chapters follows the rows it counts (decision 010): AFTER row
-- triggers add or remove exactly what a stored insert, delete or update changed, so application
-- code never writes a counter and a repeated or racing toggle cannot move one twice.
-- Counters and the rows they count:
--   books.likes_count                      likes
--   books.favorites_count                  library_entries where favorite
--   books.rating_sum / rating_count / avg  ratings
--   books.comments_count                   comments where chapter_id is null
--   chapters.comments_count                comments where chapter_id = the chapter
--   chapters.votes_count                   chapter_votes
--   chapters.reads_count                   chapter_reads
CREATE OR REPLACE FUNCTION quire_count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE books SET likes_count = likes_count + 1 WHERE id = NEW.book_id;
  ELSE
    UPDATE books SET likes_count = likes_count - 1 WHERE id = OLD.book_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER likes_count_follows_rows AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION quire_count_likes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_favorites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.favorite THEN
    UPDATE books SET favorites_count = favorites_count - 1 WHERE id = OLD.book_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.favorite THEN
    UPDATE books SET favorites_count = favorites_count + 1 WHERE id = NEW.book_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favorites_count_follows_inserts AFTER INSERT ON library_entries
  FOR EACH ROW WHEN (NEW.favorite) EXECUTE FUNCTION quire_count_favorites();
--> statement-breakpoint
CREATE TRIGGER favorites_count_follows_deletes AFTER DELETE ON library_entries
  FOR EACH ROW WHEN (OLD.favorite) EXECUTE FUNCTION quire_count_favorites();
--> statement-breakpoint
-- Position saves update entries all the time: the WHEN clause keeps them from calling the function.
CREATE TRIGGER favorites_count_follows_updates AFTER UPDATE OF favorite, book_id ON library_entries
  FOR EACH ROW WHEN (OLD.favorite IS DISTINCT FROM NEW.favorite OR OLD.book_id IS DISTINCT FROM NEW.book_id)
  EXECUTE FUNCTION quire_count_favorites();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE books SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1,
      rating_avg = (rating_sum - OLD.rating)::real / greatest(rating_count - 1, 1)
      WHERE id = OLD.book_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE books SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1,
      rating_avg = (rating_sum + NEW.rating)::real / greatest(rating_count + 1, 1)
      WHERE id = NEW.book_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ratings_follow_rows AFTER INSERT OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION quire_count_ratings();
--> statement-breakpoint
CREATE TRIGGER ratings_follow_updates AFTER UPDATE OF rating, book_id ON ratings
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.book_id IS DISTINCT FROM NEW.book_id)
  EXECUTE FUNCTION quire_count_ratings();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.chapter_id IS NULL THEN
      UPDATE books SET comments_count = comments_count - 1 WHERE id = OLD.book_id;
    ELSE
      UPDATE chapters SET comments_count = comments_count - 1 WHERE id = OLD.chapter_id;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    IF NEW.chapter_id IS NULL THEN
      UPDATE books SET comments_count = comments_count + 1 WHERE id = NEW.book_id;
    ELSE
      UPDATE chapters SET comments_count = comments_count + 1 WHERE id = NEW.chapter_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_count_follows_rows AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION quire_count_comments();
--> statement-breakpoint
CREATE TRIGGER comments_count_follows_updates AFTER UPDATE OF book_id, chapter_id ON comments
  FOR EACH ROW WHEN (OLD.book_id IS DISTINCT FROM NEW.book_id OR OLD.chapter_id IS DISTINCT FROM NEW.chapter_id)
  EXECUTE FUNCTION quire_count_comments();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE chapters SET votes_count = votes_count + 1 WHERE id = NEW.chapter_id;
  ELSE
    UPDATE chapters SET votes_count = votes_count - 1 WHERE id = OLD.chapter_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER votes_count_follows_rows AFTER INSERT OR DELETE ON chapter_votes
  FOR EACH ROW EXECUTE FUNCTION quire_count_votes();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quire_count_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE chapters SET reads_count = reads_count + 1 WHERE id = NEW.chapter_id;
  ELSE
    UPDATE chapters SET reads_count = reads_count - 1 WHERE id = OLD.chapter_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reads_count_follows_rows AFTER INSERT OR DELETE ON chapter_reads
  FOR EACH ROW EXECUTE FUNCTION quire_count_reads();
--> statement-breakpoint
-- Start from counters equal to their rows, whatever drift earlier code left behind.
UPDATE books b SET
  likes_count = (SELECT count(*)::int FROM likes l WHERE l.book_id = b.id),
  favorites_count = (SELECT count(*)::int FROM library_entries e WHERE e.book_id = b.id AND e.favorite),
  rating_sum = (SELECT coalesce(sum(r.rating), 0)::int FROM ratings r WHERE r.book_id = b.id),
  rating_count = (SELECT count(*)::int FROM ratings r WHERE r.book_id = b.id),
  rating_avg = (SELECT coalesce(sum(r.rating), 0)::real / greatest(count(*), 1) FROM ratings r WHERE r.book_id = b.id),
  comments_count = (SELECT count(*)::int FROM comments c WHERE c.book_id = b.id AND c.chapter_id IS NULL);
--> statement-breakpoint
UPDATE chapters ch SET
  votes_count = (SELECT count(*)::int FROM chapter_votes v WHERE v.chapter_id = ch.id),
  reads_count = (SELECT count(*)::int FROM chapter_reads r WHERE r.chapter_id = ch.id),
  comments_count = (SELECT count(*)::int FROM comments c WHERE c.chapter_id = ch.id);
