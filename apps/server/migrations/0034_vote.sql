CREATE TYPE "public"."voting_candidate_type" AS ENUM('shop', 'product', 'post');--> statement-breakpoint
CREATE TABLE "voting_balances" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_balances_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "voting_balances_balance" CHECK ("voting_balances"."balance" >= 0),
	CONSTRAINT "voting_balances_spent" CHECK ("voting_balances"."spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voting_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"candidate_type" "voting_candidate_type" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_voucher_id" uuid,
	"reward_min_votes" integer DEFAULT 10 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_campaigns_period" CHECK ("voting_campaigns"."ends_at" > "voting_campaigns"."starts_at"),
	CONSTRAINT "voting_campaigns_reward_min" CHECK ("voting_campaigns"."reward_min_votes" > 0)
);
--> statement-breakpoint
CREATE TABLE "voting_candidates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_candidates_votes" CHECK ("voting_candidates"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voting_check_ins" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"votes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_check_ins_campaign_id_user_id_day_pk" PRIMARY KEY("campaign_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "voting_rewards" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"voucher_id" uuid,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_rewards_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "voting_rewards_outcome" CHECK ("voting_rewards"."outcome" IN ('saved', 'already', 'exhausted'))
);
--> statement-breakpoint
CREATE TABLE "voting_votes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_votes_count" CHECK ("voting_votes"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "voting_balances" ADD CONSTRAINT "voting_balances_campaign_id_voting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voting_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_balances" ADD CONSTRAINT "voting_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_campaigns" ADD CONSTRAINT "voting_campaigns_reward_voucher_id_vouchers_id_fk" FOREIGN KEY ("reward_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_campaigns" ADD CONSTRAINT "voting_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_candidates" ADD CONSTRAINT "voting_candidates_campaign_id_voting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voting_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_check_ins" ADD CONSTRAINT "voting_check_ins_campaign_id_voting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voting_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_check_ins" ADD CONSTRAINT "voting_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rewards" ADD CONSTRAINT "voting_rewards_campaign_id_voting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voting_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rewards" ADD CONSTRAINT "voting_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rewards" ADD CONSTRAINT "voting_rewards_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_campaign_id_voting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voting_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_candidate_id_voting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."voting_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_campaigns_period_idx" ON "voting_campaigns" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_candidates_target_uq" ON "voting_candidates" USING btree ("campaign_id","target_id");--> statement-breakpoint
CREATE INDEX "voting_candidates_rank_idx" ON "voting_candidates" USING btree ("campaign_id","votes");--> statement-breakpoint
CREATE INDEX "voting_votes_user_idx" ON "voting_votes" USING btree ("campaign_id","user_id");