CREATE TYPE "public"."try_on_provider" AS ENUM('builtin', 'remote');--> statement-breakpoint
CREATE TABLE "try_on_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "try_on_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"person" jsonb NOT NULL,
	"pose" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "try_on_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"provider" "try_on_provider" NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "try_on_consents" ADD CONSTRAINT "try_on_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_on_photos" ADD CONSTRAINT "try_on_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_on_results" ADD CONSTRAINT "try_on_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "try_on_results" ADD CONSTRAINT "try_on_results_photo_id_try_on_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."try_on_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "try_on_photos_user_idx" ON "try_on_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "try_on_photos_expiry_idx" ON "try_on_photos" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "try_on_results_photo_idx" ON "try_on_results" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "try_on_results_user_idx" ON "try_on_results" USING btree ("user_id");