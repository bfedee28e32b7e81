CREATE TABLE "payment_infos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_infos_account_number" CHECK ("payment_infos"."account_number" ~ '^[0-9]{6,19}$'),
	CONSTRAINT "payment_infos_holder_name" CHECK ("payment_infos"."holder_name" ~ '^[A-Z ]{1,50}$')
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_bank" jsonb;--> statement-breakpoint
ALTER TABLE "payment_infos" ADD CONSTRAINT "payment_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;