CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The vocabulary for typo correction (decision 004): the distinct words of the folded product
-- names, runs of a-z/0-9 of 3 to 64 characters (the folded name has no diacritics, so this
-- rule reads the same on every engine and locale). correctableWords() in search.ranking.ts
-- names the keyword words looked up in it. Words are only ever added: a stale word costs
-- nothing but a correction that finds no product. Filled before the trigram index is built.
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM products, regexp_split_to_table(products.name_folded, '[^a-z0-9]+') AS w
WHERE length(w) BETWEEN 3 AND 64
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- New words go straight into the index rather than into GIN's pending list: words are added
-- rarely, and a pending list (never flushed on PGlite, which has no autovacuum) makes the
-- planner read the whole vocabulary instead of using the index.
ALTER INDEX "search_words_word_trgm" SET (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
    -- in word order, so that two transactions adding the same new words lock them in one order
    INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(NEW.name_folded, '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 3 AND 64
    ORDER BY w
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words
AFTER INSERT OR UPDATE OF name ON products
FOR EACH ROW EXECUTE FUNCTION record_search_words();
