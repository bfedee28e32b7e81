DROP INDEX "identity_cards_status_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "size_charts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "size_charts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_queue_idx" ON "products" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "products_name_folded_idx" ON "products" USING btree ("name_folded");--> statement-breakpoint
CREATE INDEX "size_charts_queue_idx" ON "size_charts" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_held_cod_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 'waiting_approval' AND "orders"."payment_method" = 'COD';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "identity_cards_status_idx" ON "identity_cards" USING btree ("status","created_at");--> statement-breakpoint
-- hand-written: what is listed today counts as accepted as it stands, so the next update of it is reviewed as a diff
UPDATE "products" p SET "approved_snapshot" = jsonb_build_object(
  'name', p."name",
  'description', p."description",
  'categoryId', p."category_id",
  'images', p."images",
  'descriptionImages', p."description_images",
  'video', p."video",
  'classifications', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', c."name", 'options', (SELECT coalesce(jsonb_agg(o->'name'), '[]'::jsonb) FROM jsonb_array_elements(c."options") o)) ORDER BY c."position")
    FROM "product_classifications" c WHERE c."product_id" = p."id"), '[]'::jsonb),
  'variants', coalesce((
    SELECT jsonb_agg(jsonb_build_object('options', v."options", 'price', v."price", 'salePrice', v."sale_price") ORDER BY v."created_at", v."id")
    FROM "product_variants" v WHERE v."product_id" = p."id"), '[]'::jsonb)
)
WHERE p."status" IN ('accepted', 'delisted');
