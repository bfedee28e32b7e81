CREATE TYPE "public"."affiliate_campaign_kind" AS ENUM('seller', 'platform');--> statement-breakpoint
CREATE TYPE "public"."affiliate_link_target" AS ENUM('product', 'shop', 'campaign');--> statement-breakpoint
CREATE TYPE "public"."commission_reversal" AS ENUM('cancelled', 'returned');--> statement-breakpoint
CREATE TYPE "public"."commission_status" AS ENUM('pending', 'payable', 'paid', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."kol_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'affiliate_commission';--> statement-breakpoint
CREATE TABLE "affiliate_campaign_members" (
	"campaign_id" uuid NOT NULL,
	"kol_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_campaign_members_campaign_id_kol_id_pk" PRIMARY KEY("campaign_id","kol_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "affiliate_campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" "affiliate_campaign_kind" NOT NULL,
	"shop_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"rate_bps" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_campaigns_rate" CHECK ("affiliate_campaigns"."rate_bps" > 0 AND "affiliate_campaigns"."rate_bps" <= 10000),
	CONSTRAINT "affiliate_campaigns_period" CHECK ("affiliate_campaigns"."ends_at" > "affiliate_campaigns"."starts_at"),
	CONSTRAINT "affiliate_campaigns_kind_shop" CHECK (("affiliate_campaigns"."kind" = 'seller') = ("affiliate_campaigns"."shop_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"kol_id" uuid NOT NULL,
	"kind" text DEFAULT 'click' NOT NULL,
	"product_id" uuid,
	"user_id" uuid,
	"session_id" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_clicks_kind" CHECK ("affiliate_clicks"."kind" in ('click', 'add_to_cart'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kol_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"click_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"window_days" integer NOT NULL,
	"campaign_id" uuid NOT NULL,
	"rate_bps" integer NOT NULL,
	"lower_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_value" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "commission_status" DEFAULT 'pending' NOT NULL,
	"reversal" "commission_reversal",
	"available_at" timestamp with time zone,
	"reversal_source_id" uuid,
	"payable_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_money" CHECK ("affiliate_commissions"."net_value" >= 0 AND "affiliate_commissions"."amount" >= 0 AND "affiliate_commissions"."amount" <= "affiliate_commissions"."net_value")
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kol_id" uuid NOT NULL,
	"code" text NOT NULL,
	"target_type" "affiliate_link_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kol_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"lines" integer NOT NULL,
	"note" text,
	"paid_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_amount" CHECK ("affiliate_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_self_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kol_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"product_id" uuid,
	"click_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"window_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"full_name" text,
	"bank_name" text,
	"bank_account_number" text,
	"bank_account_name" text,
	"tax_id" text,
	"approved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"channels" jsonb NOT NULL,
	"introduction" text,
	"status" "kol_application_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_campaign_members" ADD CONSTRAINT "affiliate_campaign_members_campaign_id_affiliate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."affiliate_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_members" ADD CONSTRAINT "affiliate_campaign_members_kol_id_users_id_fk" FOREIGN KEY ("kol_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_products" ADD CONSTRAINT "affiliate_campaign_products_campaign_id_affiliate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."affiliate_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_products" ADD CONSTRAINT "affiliate_campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaigns" ADD CONSTRAINT "affiliate_campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_kol_id_users_id_fk" FOREIGN KEY ("kol_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_campaign_id_affiliate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."affiliate_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_kol_id_users_id_fk" FOREIGN KEY ("kol_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_kol_id_users_id_fk" FOREIGN KEY ("kol_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_self_purchases" ADD CONSTRAINT "affiliate_self_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_self_purchases" ADD CONSTRAINT "affiliate_self_purchases_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_accounts" ADD CONSTRAINT "kol_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_applications" ADD CONSTRAINT "kol_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_campaign_members_kol_idx" ON "affiliate_campaign_members" USING btree ("kol_id");--> statement-breakpoint
CREATE INDEX "affiliate_campaign_products_product_idx" ON "affiliate_campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "affiliate_campaigns_shop_idx" ON "affiliate_campaigns" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "affiliate_campaigns_period_idx" ON "affiliate_campaigns" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_kol_idx" ON "affiliate_clicks" USING btree ("kol_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_user_idx" ON "affiliate_clicks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_item_uq" ON "affiliate_commissions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_kol_idx" ON "affiliate_commissions" USING btree ("kol_id","status","ordered_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_order_idx" ON "affiliate_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_campaign_idx" ON "affiliate_commissions" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_uq" ON "affiliate_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_target_uq" ON "affiliate_links" USING btree ("kol_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_kol_idx" ON "affiliate_payouts" USING btree ("kol_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_self_purchases_uq" ON "affiliate_self_purchases" USING btree ("order_id","link_id");--> statement-breakpoint
CREATE INDEX "affiliate_self_purchases_kol_idx" ON "affiliate_self_purchases" USING btree ("kol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_sessions_uq" ON "affiliate_sessions" USING btree ("session_id",coalesce("product_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "kol_applications_pending_uq" ON "kol_applications" USING btree ("user_id") WHERE "kol_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kol_applications_status_idx" ON "kol_applications" USING btree ("status","created_at");