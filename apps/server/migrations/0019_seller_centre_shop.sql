ALTER TABLE "shops" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "return_days" smallint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "return_reason_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pause_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pause_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shops_pause_idx" ON "shops" USING btree ("pause_starts_at","pause_ends_at") WHERE "shops"."pause_ends_at" IS NOT NULL;--> statement-breakpoint
-- Hand-written (issue 13). The seller dashboard reads a shop's orders by creation time; the
-- included columns answer its totals, chart and to-do counts from the index alone
-- (bench/seller-dashboard.ts measures it over 100k orders). drizzle-kit cannot express INCLUDE.
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id", "created_at") INCLUDE ("status", "payment_status", "buyer_id", "subtotal", "shop_voucher_discount", "cancel_reason_id", "cancelled_by");--> statement-breakpoint
-- The shop's performance over the last 30 days counts the orders handed over (late or not) and delivered in that window.
CREATE INDEX "orders_shop_shipped_idx" ON "orders" USING btree ("shop_id", "shipped_at") INCLUDE ("paid_at", "created_at") WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_shop_delivered_idx" ON "orders" USING btree ("shop_id", "delivered_at") WHERE "delivered_at" IS NOT NULL;--> statement-breakpoint
-- The shop page shows the shipping and payment methods the shop offers: a change evicts its cached page (migration 0014's function).
CREATE TRIGGER shop_shipping_settings_cache_notify AFTER INSERT OR UPDATE OR DELETE ON shop_shipping_settings
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();--> statement-breakpoint
CREATE TRIGGER shop_payment_settings_cache_notify AFTER INSERT OR UPDATE OR DELETE ON shop_payment_settings
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
