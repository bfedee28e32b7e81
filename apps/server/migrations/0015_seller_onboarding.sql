CREATE TYPE "public"."seller_application_action" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."seller_application_status" AS ENUM('draft', 'waiting_approval', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "seller_application_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"action" "seller_application_action" NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "seller_application_status" DEFAULT 'draft' NOT NULL,
	"owner_name" text,
	"birth_date" date,
	"phone" text,
	"email" text,
	"id_number" text,
	"tax_code" text,
	"bank_name" text,
	"bank_account" text,
	"bank_branch" text,
	"store_name" text,
	"industry" text,
	"business_type" text,
	"business_registered" boolean,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"shop_link" text,
	"description" text,
	"province_code" text,
	"ward_code" text,
	"street" text,
	"id_front_key" text,
	"id_back_key" text,
	"licence_key" text,
	"lang" text DEFAULT 'vi' NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_deadline" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text,
	"shop_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_application_events" ADD CONSTRAINT "seller_application_events_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_application_events" ADD CONSTRAINT "seller_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_application_events_app_idx" ON "seller_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_user_uq" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status","submitted_at");--> statement-breakpoint
-- Vietnamese public holidays for 2026 and 2027: the days off of the Labour Code 2019 (Art. 112;
-- Art. 111–112: a holiday on a weekly day off is made up on the next working day), the swaps the
-- government announced for 2026, and for 2027 the statutory days until its schedule is announced.
-- Sources and reasoning: docs/api/seller-onboarding.md ("The holiday calendar"). Admins edit the
-- table through /api/v1/admin/holidays.
INSERT INTO "public_holidays" ("date", "name") VALUES
	('2026-01-01', 'Tết Dương lịch'),
	('2026-01-02', 'Tết Dương lịch (nghỉ hoán đổi, văn bản 12729/VPCP-KGVX)'),
	('2026-02-16', 'Tết Nguyên đán Bính Ngọ (29 tháng Chạp)'),
	('2026-02-17', 'Tết Nguyên đán Bính Ngọ (mùng 1)'),
	('2026-02-18', 'Tết Nguyên đán Bính Ngọ (mùng 2)'),
	('2026-02-19', 'Tết Nguyên đán Bính Ngọ (mùng 3)'),
	('2026-02-20', 'Tết Nguyên đán Bính Ngọ (mùng 4)'),
	('2026-04-26', 'Giỗ Tổ Hùng Vương (10/3 âm lịch)'),
	('2026-04-27', 'Giỗ Tổ Hùng Vương (nghỉ bù)'),
	('2026-04-30', 'Ngày Chiến thắng'),
	('2026-05-01', 'Ngày Quốc tế Lao động'),
	('2026-09-01', 'Quốc khánh (ngày liền kề)'),
	('2026-09-02', 'Quốc khánh'),
	('2027-01-01', 'Tết Dương lịch'),
	('2027-02-05', 'Tết Nguyên đán Đinh Mùi (29 tháng Chạp)'),
	('2027-02-06', 'Tết Nguyên đán Đinh Mùi (mùng 1)'),
	('2027-02-07', 'Tết Nguyên đán Đinh Mùi (mùng 2)'),
	('2027-02-08', 'Tết Nguyên đán Đinh Mùi (mùng 3)'),
	('2027-02-09', 'Tết Nguyên đán Đinh Mùi (mùng 4)'),
	('2027-02-10', 'Tết Nguyên đán Đinh Mùi (nghỉ bù)'),
	('2027-02-11', 'Tết Nguyên đán Đinh Mùi (nghỉ bù)'),
	('2027-04-16', 'Giỗ Tổ Hùng Vương (10/3 âm lịch)'),
	('2027-04-30', 'Ngày Chiến thắng'),
	('2027-05-01', 'Ngày Quốc tế Lao động'),
	('2027-05-03', 'Ngày Quốc tế Lao động (nghỉ bù)'),
	('2027-09-02', 'Quốc khánh'),
	('2027-09-03', 'Quốc khánh (ngày liền kề)')
ON CONFLICT ("date") DO NOTHING;
