CREATE TYPE "public"."community_report_case_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."community_report_target" AS ENUM('post', 'comment', 'user');--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_reply_count_ck" CHECK ("community_comments"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_post_bookmarks" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_bookmarks_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_products" (
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"picture" text,
	CONSTRAINT "community_post_products_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"shop_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_counts_ck" CHECK ("community_posts"."like_count" >= 0 AND "community_posts"."comment_count" >= 0 AND "community_posts"."bookmark_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_profiles_counts_ck" CHECK ("community_profiles"."follower_count" >= 0 AND "community_profiles"."following_count" >= 0 AND "community_profiles"."post_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_report_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" "community_report_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"status" "community_report_case_status" DEFAULT 'pending' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_shop_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_user_follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_user_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "community_user_follows_not_self_ck" CHECK ("community_user_follows"."follower_id" <> "community_user_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "community_videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploader_id" uuid NOT NULL,
	"url" text NOT NULL,
	"poster" text,
	"duration" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "saved_price" integer;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_id_community_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_bookmarks" ADD CONSTRAINT "community_post_bookmarks_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_bookmarks" ADD CONSTRAINT "community_post_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_products" ADD CONSTRAINT "community_post_products_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_products" ADD CONSTRAINT "community_post_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD CONSTRAINT "community_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_report_cases" ADD CONSTRAINT "community_report_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_case_id_community_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."community_report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shop_feedback" ADD CONSTRAINT "community_shop_feedback_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_shop_feedback" ADD CONSTRAINT "community_shop_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_follows" ADD CONSTRAINT "community_user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_user_follows" ADD CONSTRAINT "community_user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_videos" ADD CONSTRAINT "community_videos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "community_comments_parent_idx" ON "community_comments" USING btree ("parent_id","id") WHERE "community_comments"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "community_post_bookmarks_user_idx" ON "community_post_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_post_likes_user_idx" ON "community_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_post_products_product_idx" ON "community_post_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id","id" DESC);--> statement-breakpoint
CREATE INDEX "community_posts_shop_idx" ON "community_posts" USING btree ("shop_id","id" DESC) WHERE "community_posts"."shop_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "community_posts_hot_idx" ON "community_posts" USING btree ("hot_score" DESC,"id" DESC) WHERE "community_posts"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_hashtags_idx" ON "community_posts" USING gin ("hashtags");--> statement-breakpoint
CREATE UNIQUE INDEX "community_report_cases_open_uq" ON "community_report_cases" USING btree ("target_type","target_id") WHERE "community_report_cases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "community_report_cases_status_idx" ON "community_report_cases" USING btree ("status","first_reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_case_reporter_uq" ON "community_reports" USING btree ("case_id","reporter_id");--> statement-breakpoint
CREATE INDEX "community_shop_feedback_shop_idx" ON "community_shop_feedback" USING btree ("shop_id","id" DESC);--> statement-breakpoint
CREATE INDEX "community_user_follows_followee_idx" ON "community_user_follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_videos_uploader_url_uq" ON "community_videos" USING btree ("uploader_id","url");