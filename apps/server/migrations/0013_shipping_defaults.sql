ALTER TABLE "shop_shipping_settings" ALTER COLUMN "self_shipping" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");