ALTER TYPE "public"."community_report_target" ADD VALUE 'review';--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_ck" CHECK ("notification_preferences"."type" IN ('orders', 'refunds', 'promotions', 'livestreams', 'group_buy', 'payments', 'affiliate', 'chat', 'shop', 'community'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK ("notifications"."type" IN ('orders', 'refunds', 'promotions', 'livestreams', 'group_buy', 'payments', 'affiliate', 'chat', 'shop', 'community'));