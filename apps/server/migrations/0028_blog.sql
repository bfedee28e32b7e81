CREATE TYPE "public"."blog_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"cover" text,
	"category_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"embed_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" "blog_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"reading_minutes" smallint DEFAULT 1 NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_published_at_ck" CHECK ("blogs"."status" = 'draft' OR "blogs"."publish_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "blook_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"shop_id" uuid,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"pages" jsonb NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blooks_pages_ck" CHECK (jsonb_typeof("blooks"."pages") = 'array' AND jsonb_array_length("blooks"."pages") BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_categories" ADD CONSTRAINT "blook_categories_parent_id_blook_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blook_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_category_id_blook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blook_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_sub_category_id_blook_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."blook_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_slug_uq" ON "blog_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_public_idx" ON "blogs" USING btree ("publish_at" DESC,"id" DESC) WHERE "blogs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category_id","publish_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "blook_categories_slug_uq" ON "blook_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blook_categories_parent_idx" ON "blook_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blooks_author_idx" ON "blooks" USING btree ("author_id","id" DESC);--> statement-breakpoint
CREATE INDEX "blooks_category_idx" ON "blooks" USING btree ("category_id","id" DESC);--> statement-breakpoint
CREATE INDEX "blooks_sub_category_idx" ON "blooks" USING btree ("sub_category_id","id" DESC);--> statement-breakpoint
-- page-cache invalidation (migration 0014, decision 007): blog and blook pages carry the tags 'blog' / 'blook'
CREATE OR REPLACE FUNCTION xinh_cache_blog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM xinh_cache_notify('blog');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION xinh_cache_blook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM xinh_cache_notify('blook');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blogs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_blog();
--> statement-breakpoint
CREATE TRIGGER blog_categories_cache_notify AFTER INSERT OR UPDATE OR DELETE ON blog_categories FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_blog();
--> statement-breakpoint
CREATE TRIGGER blooks_cache_notify AFTER INSERT OR UPDATE OR DELETE ON blooks FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_blook();
--> statement-breakpoint
CREATE TRIGGER blook_categories_cache_notify AFTER INSERT OR UPDATE OR DELETE ON blook_categories FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_blook();
