CREATE TYPE "public"."social_feedback_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "social_feedbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_name" text NOT NULL,
	"decision_number" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL,
	"reason_id" text,
	"status" "social_feedback_status" DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"lang" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_feedbacks" ADD CONSTRAINT "social_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_feedbacks" ADD CONSTRAINT "social_feedbacks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_feedbacks_user_idx" ON "social_feedbacks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "social_feedbacks_status_idx" ON "social_feedbacks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");