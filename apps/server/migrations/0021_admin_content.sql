CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the public remote config (GET /api/v1/public/remote-config) is a cached 'content' read (migration 0014)
CREATE TRIGGER platform_settings_cache_notify AFTER INSERT OR UPDATE OR DELETE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_content();
