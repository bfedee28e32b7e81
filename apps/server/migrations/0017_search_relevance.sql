CREATE TABLE "search_keyword_visitors" (
	"keyword" text NOT NULL,
	"visitor" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_keyword_visitors_keyword_visitor_pk" PRIMARY KEY("keyword","visitor")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_keywords_offered_idx" ON "search_keywords" USING btree ("count" DESC,"last_searched_at" DESC) WHERE "search_keywords"."visitors" >= 3;--> statement-breakpoint
-- Issue 12 (decision 008): products.option_names holds the names of a product's classification
-- options, lower case, ` đen | trắng | size m `, so colour and size filters read one column. Kept
-- by statement-level triggers (one UPDATE per statement, however many rows it wrote: bulk loads
-- stay linear) that rebuild the column of every product a statement touched.
CREATE OR REPLACE FUNCTION products_refresh_option_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET option_names = coalesce(
    (SELECT ' ' || string_agg(lower(o->>'name'), ' | ' ORDER BY pc.position) || ' '
       FROM product_classifications pc, jsonb_array_elements(pc.options) o
      WHERE pc.product_id = p.id), '')
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_classifications_option_names_insert AFTER INSERT ON product_classifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_option_names();
--> statement-breakpoint
CREATE TRIGGER product_classifications_option_names_update AFTER UPDATE ON product_classifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_option_names();
--> statement-breakpoint
CREATE TRIGGER product_classifications_option_names_delete AFTER DELETE ON product_classifications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_option_names();
--> statement-breakpoint
UPDATE products p SET option_names = o.names
FROM (
  SELECT pc.product_id, ' ' || string_agg(lower(x->>'name'), ' | ' ORDER BY pc.position) || ' ' AS names
  FROM product_classifications pc, jsonb_array_elements(pc.options) x
  GROUP BY pc.product_id
) o
WHERE p.id = o.product_id;
--> statement-breakpoint
-- Issue 12 (decision 008): popular keywords were recorded for every search, so markup, SQL-ish
-- strings, links, phone numbers and typos were offered to everyone. Rows that break the hygiene
-- rules of search.hygiene.ts (the part SQL can check: characters, links, phone-like digits, length)
-- are deleted; the rest keep their counts but start with no counted visitors, so each is offered
-- again only once MIN_VISITORS distinct visitors have searched it and found products.
DELETE FROM "search_keywords"
WHERE "display" ~ '[][<>{}();=`"\\|*#@$^~!?:]'
   OR "display" ~ '--|/\*'
   OR "display" ~ '(^| )''|''( |$)'
   OR "display" ~* '(https?|www\.|\.(com|vn|net|org|io|xyz|info|shop|store|top|me)( |$))'
   OR "display" ~ '[[:cntrl:]]'
   OR char_length(regexp_replace("display", '[^0-9]', '', 'g')) >= 9
   OR "display" ~ '(.)\1{4,}'
   OR "display" ~* '\m(select|union|insert|delete|drop|update|truncate|alter|sleep|exec)\M.*\m(from|select|table|where|into|set)\M'
   OR char_length("display") > 60
   OR char_length("display") < 2;
