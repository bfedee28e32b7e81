CREATE TYPE "public"."group_buy_deal_status" AS ENUM('active', 'ended');--> statement-breakpoint
CREATE TYPE "public"."group_buy_member_status" AS ENUM('pending', 'paid', 'left', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."group_buy_room_status" AS ENUM('open', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "group_buy_deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"group_price" integer NOT NULL,
	"group_size" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "group_buy_deal_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_deals_price_ck" CHECK ("group_buy_deals"."group_price" > 0),
	CONSTRAINT "group_buy_deals_size_ck" CHECK ("group_buy_deals"."group_size" BETWEEN 2 AND 50)
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "group_buy_member_status" DEFAULT 'pending' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_buy_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" "group_buy_room_status" DEFAULT 'open' NOT NULL,
	"group_size" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_rooms_members_ck" CHECK ("group_buy_rooms"."member_count" >= 0 AND "group_buy_rooms"."member_count" <= "group_buy_rooms"."group_size"),
	CONSTRAINT "group_buy_rooms_paid_ck" CHECK ("group_buy_rooms"."paid_count" >= 0 AND "group_buy_rooms"."paid_count" <= "group_buy_rooms"."member_count")
);
--> statement-breakpoint
ALTER TABLE "group_buy_deals" ADD CONSTRAINT "group_buy_deals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_deals" ADD CONSTRAINT "group_buy_deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_deals" ADD CONSTRAINT "group_buy_deals_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_room_id_group_buy_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."group_buy_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_rooms" ADD CONSTRAINT "group_buy_rooms_deal_id_group_buy_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."group_buy_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_rooms" ADD CONSTRAINT "group_buy_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_deals_shop_idx" ON "group_buy_deals" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "group_buy_deals_product_idx" ON "group_buy_deals" USING btree ("product_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_order_uq" ON "group_buy_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_live_uq" ON "group_buy_members" USING btree ("room_id","user_id") WHERE "group_buy_members"."status" IN ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "group_buy_members_user_idx" ON "group_buy_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_buy_rooms_deal_idx" ON "group_buy_rooms" USING btree ("deal_id","status");--> statement-breakpoint
CREATE INDEX "group_buy_rooms_due_idx" ON "group_buy_rooms" USING btree ("status","expires_at");--> statement-breakpoint
-- gbuy: a deal made, ended or changed shows on its product's page (the "Mua chung" box): evict it (0014's tags)
CREATE TRIGGER group_buy_deals_cache_notify AFTER INSERT OR UPDATE OR DELETE ON group_buy_deals
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_product_rows();
