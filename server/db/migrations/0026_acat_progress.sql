CREATE TABLE "acat_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acat_transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"quantity_e5" bigint NOT NULL,
	"cost_basis_cents" bigint NOT NULL,
	"arrival_value_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acat_receipts_quantity_positive" CHECK ("acat_receipts"."quantity_e5" > 0),
	CONSTRAINT "acat_receipts_cost_nonnegative" CHECK ("acat_receipts"."cost_basis_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD COLUMN "cash_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD COLUMN "cash_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "acat_receipts" ADD CONSTRAINT "acat_receipts_acat_transfer_id_acat_transfers_id_fk" FOREIGN KEY ("acat_transfer_id") REFERENCES "public"."acat_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acat_receipts" ADD CONSTRAINT "acat_receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acat_receipts_account_idx" ON "acat_receipts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "acat_receipts_transfer_symbol_key" ON "acat_receipts" USING btree ("acat_transfer_id","symbol");--> statement-breakpoint
ALTER TABLE "acat_transfers" ADD CONSTRAINT "acat_transfers_cash_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cash_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acat_transfers_next_step_idx" ON "acat_transfers" USING btree ("next_step_at") WHERE "acat_transfers"."next_step_at" is not null;
--> statement-breakpoint
-- Requests made before transfers moved (stored as 'submitted', nothing moving them): the job
-- takes them from now on, as if just submitted.
UPDATE "acat_transfers" SET "next_step_at" = now() WHERE "status" = 'submitted';
