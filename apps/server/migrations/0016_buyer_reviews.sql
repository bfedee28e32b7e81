-- The seller's review of a buyer (issue 13, spec §6 "reviewing the buyer"): once per order.
CREATE TABLE "buyer_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_reviews_rating" CHECK ("buyer_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "buyer_reviews_comment" CHECK (char_length("buyer_reviews"."comment") <= 150)
);
--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_reviews_order_uq" ON "buyer_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "buyer_reviews_buyer_idx" ON "buyer_reviews" USING btree ("buyer_id","created_at");