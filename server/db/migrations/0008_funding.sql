CREATE TABLE "acat_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_broker" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"last_four" text NOT NULL,
	"transfer_type" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"institution_name" text NOT NULL,
	"nickname" text NOT NULL,
	"account_type" text NOT NULL,
	"link_method" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"last_four" text NOT NULL,
	"routing_number" text NOT NULL,
	"status" text NOT NULL,
	"micro_deposit_1_cents" integer,
	"micro_deposit_2_cents" integer,
	"failed_verifications" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_micro_deposits_range" CHECK (("bank_accounts"."micro_deposit_1_cents" is null or "bank_accounts"."micro_deposit_1_cents" between 1 and 99) and ("bank_accounts"."micro_deposit_2_cents" is null or "bank_accounts"."micro_deposit_2_cents" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "funding_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"instant_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"settlement_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_transfers_amount_positive" CHECK ("funding_transfers"."amount_cents" > 0),
	CONSTRAINT "funding_transfers_instant_range" CHECK ("funding_transfers"."instant_cents" >= 0 and "funding_transfers"."instant_cents" <= "funding_transfers"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD CONSTRAINT "acat_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD CONSTRAINT "acat_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transfers" ADD CONSTRAINT "funding_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transfers" ADD CONSTRAINT "funding_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transfers" ADD CONSTRAINT "funding_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transfers" ADD CONSTRAINT "funding_transfers_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transfers" ADD CONSTRAINT "funding_transfers_settlement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settlement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acat_transfers_user_idx" ON "acat_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_transfers_user_idempotency_key" ON "funding_transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "funding_transfers_account_created_idx" ON "funding_transfers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "funding_transfers_pending_idx" ON "funding_transfers" USING btree ("settles_at") WHERE "funding_transfers"."status" = 'pending';