CREATE TYPE "public"."payment_attempt_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('vnpay', 'momo');--> statement-breakpoint
CREATE TYPE "public"."refund_method" AS ENUM('gateway', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."refund_reason" AS ENUM('return', 'cancel', 'duplicate', 'compensation');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."shipment_kind" AS ENUM('forward', 'return');--> statement-breakpoint
CREATE TYPE "public"."return_claim" AS ENUM('none', 'quality', 'authentic');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'awaiting_return', 'awaiting_admin', 'refunding', 'refunded', 'rejected', 'buyer_cancelled', 'closed');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('revenue', 'platform_fee', 'payment_fee', 'voucher_cofunding', 'tax_vat', 'tax_pit', 'refund', 'compensation', 'payout');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('pending', 'available', 'paid_out');--> statement-breakpoint
CREATE TYPE "public"."seller_business_type" AS ENUM('individual', 'household', 'company');--> statement-breakpoint
CREATE TABLE "dev_gateway_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"ref" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"trans_no" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ipns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"kind" text DEFAULT 'ipn' NOT NULL,
	"txn_ref" text,
	"payment_id" uuid,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"answer" text NOT NULL,
	"effect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payment_orders_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id"),
	CONSTRAINT "payment_orders_amount" CHECK ("payment_orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"txn_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "payment_attempt_status" DEFAULT 'pending' NOT NULL,
	"pay_url" text,
	"gateway_txn_no" text,
	"gateway_paid_at" text,
	"bank_code" text,
	"result_code" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_money" CHECK ("payments"."amount" > 0 AND "payments"."refunded_amount" >= 0 AND "payments"."refunded_amount" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"source_id" uuid,
	"reason" "refund_reason" NOT NULL,
	"method" "refund_method" NOT NULL,
	"amount" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"request_id" text NOT NULL,
	"gateway_ref" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_payment_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"methods" "payment_method"[] DEFAULT ARRAY['COD','MOMO','VNPAY','VISA','BANK_CARD']::payment_method[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_carrier_parcels" (
	"label" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"partner_id" text NOT NULL,
	"status_code" smallint NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"script" jsonb NOT NULL,
	"next_at" timestamp with time zone,
	"fee" integer NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status_code" smallint NOT NULL,
	"sub_status" text NOT NULL,
	"action_at" timestamp with time zone NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "shipment_kind" DEFAULT 'forward' NOT NULL,
	"carrier" text NOT NULL,
	"label" text NOT NULL,
	"status_code" smallint NOT NULL,
	"sub_status" text NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"is_express" boolean DEFAULT false NOT NULL,
	"last_action_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_shipping_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"methods" text[] DEFAULT ARRAY['GHTK','VIETTEL_POST','EXPRESS']::text[] NOT NULL,
	"self_shipping" boolean DEFAULT true NOT NULL,
	"pickup_address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"from_status" "return_status",
	"to_status" "return_status" NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"note" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "return_items_qty" CHECK ("return_items"."quantity" > 0 AND "return_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"reason_id" text NOT NULL,
	"claim" "return_claim" DEFAULT 'none' NOT NULL,
	"description" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items_amount" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"source" text DEFAULT 'order' NOT NULL,
	"rating" smallint,
	"due_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_money" CHECK ("return_requests"."items_amount" >= 0 AND "return_requests"."refund_amount" >= "return_requests"."items_amount")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid,
	"source_id" uuid,
	"kind" "ledger_kind" NOT NULL,
	"amount" integer NOT NULL,
	"status" "ledger_status" DEFAULT 'pending' NOT NULL,
	"available_at" timestamp with time zone,
	"payout_id" uuid,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"business_type" "seller_business_type" DEFAULT 'individual' NOT NULL,
	"bank_name" text,
	"bank_account_number" text,
	"bank_account_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_ipns" ADD CONSTRAINT "payment_ipns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_settings" ADD CONSTRAINT "shop_payment_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipping_settings" ADD CONSTRAINT "shop_shipping_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_gateway_tx_ref_uq" ON "dev_gateway_transactions" USING btree ("gateway","ref");--> statement-breakpoint
CREATE INDEX "payment_ipns_payment_idx" ON "payment_ipns" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_ipns_ref_idx" ON "payment_ipns" USING btree ("gateway","txn_ref");--> statement-breakpoint
CREATE INDEX "payment_orders_order_idx" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_txn_ref_uq" ON "payments" USING btree ("gateway","txn_ref");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_uq" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dev_carrier_parcels_due_idx" ON "dev_carrier_parcels" USING btree ("next_at") WHERE "dev_carrier_parcels"."next_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_carrier_parcels_partner_uq" ON "dev_carrier_parcels" USING btree ("carrier","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_dedupe_uq" ON "shipment_events" USING btree ("shipment_id","status_code","action_at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","action_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_label_uq" ON "shipments" USING btree ("carrier","label");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_active_uq" ON "shipments" USING btree ("order_id","kind") WHERE "shipments"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_uq" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_open_uq" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" IN ('requested', 'awaiting_return', 'awaiting_admin', 'refunding');--> statement-breakpoint
CREATE INDEX "return_requests_buyer_idx" ON "return_requests" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_shop_idx" ON "return_requests" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_due_idx" ON "return_requests" USING btree ("due_at") WHERE "return_requests"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_uq" ON "ledger_entries" USING btree ("order_id","kind",coalesce("source_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "ledger_entries_shop_idx" ON "ledger_entries" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_due_idx" ON "ledger_entries" USING btree ("available_at") WHERE "ledger_entries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payouts_shop_idx" ON "payouts" USING btree ("shop_id","created_at");