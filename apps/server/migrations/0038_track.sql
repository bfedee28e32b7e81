-- Hand-written (issue 18, track): tracking_sessions and tracking_events are partitioned by day
-- (PARTITION BY RANGE ("day"), which drizzle cannot express). Their partitions, one per calendar
-- day in Vietnam time, are created by the tracking module (on first use and ahead by its daily
-- job) and dropped after the retention (tracking.partitions.ts); there is no default partition.
CREATE TABLE "tracking_events" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"object_id" text,
	"metadata" jsonb,
	CONSTRAINT "tracking_events_day_session_id_event_id_pk" PRIMARY KEY("day","session_id","event_id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "tracking_interactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_product_daily" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"add_to_cart" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_product_daily_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "tracking_sessions" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"device_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"os_version" text NOT NULL,
	"app_version" text NOT NULL,
	"area" text NOT NULL,
	"language" text NOT NULL,
	"conversion_status" text NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_sessions_day_session_id_pk" PRIMARY KEY("day","session_id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
ALTER TABLE "tracking_interactions" ADD CONSTRAINT "tracking_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_interactions_product_idx" ON "tracking_interactions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_interactions_user_idx" ON "tracking_interactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_product_daily_day_idx" ON "tracking_product_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "tracking_sessions_user_idx" ON "tracking_sessions" USING btree ("user_id");