CREATE TABLE "recurring_deposit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_deposit_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"next_due_date" date NOT NULL,
	"anchor_day" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_deposit_schedules_amount_range" CHECK ("recurring_deposit_schedules"."amount_cents" between 1 and 100000000),
	CONSTRAINT "recurring_deposit_schedules_anchor_day" CHECK ("recurring_deposit_schedules"."anchor_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "recurring_deposit_runs" ADD CONSTRAINT "recurring_deposit_runs_schedule_id_recurring_deposit_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_deposit_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposit_runs" ADD CONSTRAINT "recurring_deposit_runs_transfer_id_funding_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."funding_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposit_schedules" ADD CONSTRAINT "recurring_deposit_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposit_schedules" ADD CONSTRAINT "recurring_deposit_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposit_schedules" ADD CONSTRAINT "recurring_deposit_schedules_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_deposit_runs_schedule_due_key" ON "recurring_deposit_runs" USING btree ("schedule_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_deposit_schedules_user_idem_key" ON "recurring_deposit_schedules" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recurring_deposit_schedules_user_idx" ON "recurring_deposit_schedules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_deposit_schedules_due_idx" ON "recurring_deposit_schedules" USING btree ("next_due_date") WHERE "recurring_deposit_schedules"."status" = 'active';