CREATE TABLE "search_keyword_visitors" (
	"keyword" text NOT NULL,
	"visitor" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_keyword_visitors_keyword_visitor_pk" PRIMARY KEY("keyword","visitor")
);
--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_keywords_offered_idx" ON "search_keywords" USING btree ("count" DESC,"last_searched_at" DESC) WHERE "search_keywords"."visitors" >= 3;--> statement-breakpoint
-- Issue 12 (decision 007): popular keywords were recorded for every search, so markup, SQL-ish
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
