CREATE TYPE "public"."voucher_classify" AS ENUM('free_shipping', 'other');--> statement-breakpoint
CREATE TYPE "public"."voucher_display" AS ENUM('public', 'code_only');--> statement-breakpoint
CREATE TYPE "public"."voucher_kind" AS ENUM('platform', 'shop', 'cashback');--> statement-breakpoint
CREATE TYPE "public"."voucher_target" AS ENUM('system', 'kol', 'unique_code', 'introduced', 'shop', 'product', 'newbie', 'all');--> statement-breakpoint
CREATE TYPE "public"."voucher_type" AS ENUM('price', 'percent');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'waiting_approval', 'awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'delivered', 'cancel_pending', 'cancelled', 'completed', 'return_refund');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('COD', 'MOMO', 'VNPAY', 'VISA', 'BANK_CARD');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('cash', 'unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"discount_percent" smallint NOT NULL,
	"max_discount_percent" smallint NOT NULL,
	"product_limit" integer,
	"purchase_limit" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_items_discount" CHECK ("promotion_items"."discount_percent" > 0 AND "promotion_items"."discount_percent" <= 80),
	CONSTRAINT "promotion_items_max_discount" CHECK ("promotion_items"."max_discount_percent" >= "promotion_items"."discount_percent" AND "promotion_items"."max_discount_percent" <= 80),
	CONSTRAINT "promotion_items_limits" CHECK (("promotion_items"."product_limit" IS NULL OR "promotion_items"."product_limit" > 0)
      AND ("promotion_items"."purchase_limit" IS NULL OR ("promotion_items"."purchase_limit" > 0 AND ("promotion_items"."product_limit" IS NULL OR "promotion_items"."purchase_limit" <= "promotion_items"."product_limit")))),
	CONSTRAINT "promotion_items_sold" CHECK ("promotion_items"."sold" >= 0 AND ("promotion_items"."product_limit" IS NULL OR "promotion_items"."sold" <= "promotion_items"."product_limit"))
);
--> statement-breakpoint
CREATE TABLE "promotion_usage" (
	"promotion_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_usage_promotion_item_id_user_id_pk" PRIMARY KEY("promotion_item_id","user_id"),
	CONSTRAINT "promotion_usage_nonneg" CHECK ("promotion_usage"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"cover" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_period" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_description_len" CHECK (char_length("promotions"."description") <= 150)
);
--> statement-breakpoint
CREATE TABLE "saved_vouchers" (
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_vouchers_user_id_voucher_id_pk" PRIMARY KEY("user_id","voucher_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_products" (
	"voucher_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "voucher_products_voucher_id_product_id_pk" PRIMARY KEY("voucher_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_amount" CHECK ("voucher_redemptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid,
	"kind" "voucher_kind" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "voucher_type" NOT NULL,
	"value" integer NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"max_discount_value" integer,
	"budget" integer,
	"budget_used" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"savable_quantity" integer,
	"saved" integer DEFAULT 0 NOT NULL,
	"display" "voucher_display" DEFAULT 'public' NOT NULL,
	"per_customer_limit" smallint DEFAULT 1 NOT NULL,
	"classify" "voucher_classify" DEFAULT 'other' NOT NULL,
	"target" "voucher_target" DEFAULT 'all' NOT NULL,
	"all_products" boolean DEFAULT true NOT NULL,
	"discount_by_range_price" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requires_login" boolean DEFAULT true NOT NULL,
	"requires_app" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_len" CHECK (char_length("vouchers"."code") BETWEEN 1 AND 9),
	CONSTRAINT "vouchers_name_len" CHECK (char_length("vouchers"."name") BETWEEN 1 AND 40),
	CONSTRAINT "vouchers_value" CHECK ("vouchers"."value" > 0 AND ("vouchers"."type" <> 'percent' OR "vouchers"."value" <= 100)),
	CONSTRAINT "vouchers_period" CHECK ("vouchers"."ends_at" > "vouchers"."starts_at"),
	CONSTRAINT "vouchers_shop_kind" CHECK (("vouchers"."kind" = 'shop') = ("vouchers"."shop_id" IS NOT NULL)),
	CONSTRAINT "vouchers_used" CHECK ("vouchers"."used" >= 0 AND "vouchers"."used" <= "vouchers"."quantity"),
	CONSTRAINT "vouchers_budget" CHECK ("vouchers"."budget_used" >= 0 AND ("vouchers"."budget" IS NULL OR "vouchers"."budget_used" <= "vouchers"."budget")),
	CONSTRAINT "vouchers_saved" CHECK ("vouchers"."saved" >= 0 AND ("vouchers"."savable_quantity" IS NULL OR "vouchers"."saved" <= "vouchers"."savable_quantity"))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"affiliate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" > 0 AND "cart_items"."quantity" <= 999)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"total" integer NOT NULL,
	"platform_voucher_id" uuid,
	"freeship_voucher_id" uuid,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_total" CHECK ("checkouts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"name" text NOT NULL,
	"image" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"promotion_item_id" uuid,
	"affiliate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_money" CHECK ("order_items"."quantity" > 0 AND "order_items"."unit_price" >= 0 AND "order_items"."unit_price" <= "order_items"."sale_price")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"shipping_method" text NOT NULL,
	"is_express" boolean DEFAULT false NOT NULL,
	"address" jsonb NOT NULL,
	"note" text,
	"subtotal" integer NOT NULL,
	"promotion_discount" integer DEFAULT 0 NOT NULL,
	"shop_voucher_discount" integer DEFAULT 0 NOT NULL,
	"platform_voucher_discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer NOT NULL,
	"shipping_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"shop_voucher_id" uuid,
	"cancel_reason_id" text,
	"cancelled_by" text,
	"cancel_requested_from" "order_status",
	"carrier" text,
	"tracking_code" text,
	"self_shipping" boolean DEFAULT false NOT NULL,
	"shipping_sub_status" text,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"pay_before" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_money" CHECK ("orders"."subtotal" >= 0 AND "orders"."shipping_fee" >= 0 AND "orders"."shipping_discount" >= 0 AND "orders"."shipping_discount" <= "orders"."shipping_fee"
        AND "orders"."shop_voucher_discount" >= 0 AND "orders"."platform_voucher_discount" >= 0 AND "orders"."promotion_discount" >= 0
        AND "orders"."total" = "orders"."subtotal" - "orders"."shop_voucher_discount" - "orders"."platform_voucher_discount" + "orders"."shipping_fee" - "orders"."shipping_discount"
        AND "orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usage" ADD CONSTRAINT "promotion_usage_promotion_item_id_promotion_items_id_fk" FOREIGN KEY ("promotion_item_id") REFERENCES "public"."promotion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_usage" ADD CONSTRAINT "promotion_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vouchers" ADD CONSTRAINT "saved_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vouchers" ADD CONSTRAINT "saved_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_products" ADD CONSTRAINT "voucher_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_platform_voucher_id_vouchers_id_fk" FOREIGN KEY ("platform_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_freeship_voucher_id_vouchers_id_fk" FOREIGN KEY ("freeship_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_promotion_item_id_promotion_items_id_fk" FOREIGN KEY ("promotion_item_id") REFERENCES "public"."promotion_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_voucher_id_vouchers_id_fk" FOREIGN KEY ("shop_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_items_product_idx" ON "promotion_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotion_items_promotion_idx" ON "promotion_items" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_shop_idx" ON "promotions" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "saved_vouchers_voucher_idx" ON "saved_vouchers" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_products_product_idx" ON "voucher_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_uq" ON "voucher_redemptions" USING btree ("voucher_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_idx" ON "voucher_redemptions" USING btree ("voucher_id","user_id") WHERE "voucher_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree (upper("code")) WHERE "vouchers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "vouchers_shop_idx" ON "vouchers" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "vouchers_live_idx" ON "vouchers" USING btree ("kind","ends_at") WHERE "vouchers"."deleted_at" IS NULL AND "vouchers"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_uq" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_uq" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("pay_before") WHERE "orders"."status" = 'pending' AND "orders"."payment_status" = 'unpaid';