CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "seller_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_uq" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_edit_once" CHECK ("product_reviews"."edit_count" BETWEEN 0 AND 1);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_edit_window" CHECK ("product_reviews"."edited_at" IS NULL OR "product_reviews"."edited_at" <= "product_reviews"."created_at" + interval '30 days');--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_media" CHECK (jsonb_array_length("product_reviews"."images") <= 5);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_reply" CHECK (char_length("product_reviews"."seller_reply") <= 300);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_helpful" CHECK ("product_reviews"."helpful_count" >= 0);--> statement-breakpoint
-- Hand-written (drizzle cannot express it): a change of what the buyer wrote must count as the
-- one edit (the checks above then cap it at one, within 30 days), and the seller's reply, once
-- written, stays (spec §5 review rules; issue 16).
CREATE OR REPLACE FUNCTION product_reviews_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seller_reply IS NOT NULL AND NEW.seller_reply IS DISTINCT FROM OLD.seller_reply THEN
    RAISE EXCEPTION 'product review % already has a reply', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'product_reviews_reply_once';
  END IF;
  IF (NEW.rating, NEW.content, NEW.images, NEW.video) IS DISTINCT FROM (OLD.rating, OLD.content, OLD.images, OLD.video)
     AND NEW.edit_count <> OLD.edit_count + 1 THEN
    RAISE EXCEPTION 'product review % changed without counting the edit', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'product_reviews_edit_counted';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_guard BEFORE UPDATE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION product_reviews_guard();
