DROP INDEX "products_name_folded_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_folded_trgm" ON "products" USING gin ("name_folded" gin_trgm_ops);