CREATE TABLE "assistant_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"visitor" text NOT NULL,
	"event" text NOT NULL,
	"ab_variant" text NOT NULL,
	"session_id" text,
	"duration_ms" integer,
	"message_count" integer,
	"product_id" uuid,
	"voucher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"intent" text,
	"ab_variant" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_image" text,
	"ui" jsonb,
	"brain" text,
	"had_image" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_role_check" CHECK ("assistant_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "assistant_config" ADD CONSTRAINT "assistant_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD CONSTRAINT "assistant_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_events_event_idx" ON "assistant_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_user_idx" ON "assistant_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);