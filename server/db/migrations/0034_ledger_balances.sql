-- Each customer ledger account's running balance (schema/ledger.ts ledgerBalances), kept in the
-- transaction that posts the entries, whatever code posts them. House accounts are left out (one
-- row every trade updates would serialise all orders).
CREATE TABLE "ledger_balances" (
	"ledger_account" text PRIMARY KEY NOT NULL,
	"balance_cents" bigint NOT NULL
);
--> statement-breakpoint
-- One statement per posting (a transaction's entries are one INSERT): the accounts in name order,
-- so two postings that touch the same two accounts lock their rows in the same order.
CREATE FUNCTION ledger_balances_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances (ledger_account, balance_cents)
    SELECT ledger_account, sum(amount_cents) FROM posted
    WHERE ledger_account NOT LIKE 'house:%'
    GROUP BY ledger_account ORDER BY ledger_account
  ON CONFLICT (ledger_account)
    DO UPDATE SET balance_cents = ledger_balances.balance_cents + EXCLUDED.balance_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balances AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS posted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_follow();
--> statement-breakpoint
-- Entries are append-only (DESIGN.md "Money"): a change or removal would leave the kept balances
-- wrong, so the database refuses it (a correction is a new, opposite transaction).
CREATE FUNCTION ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: post a correcting transaction instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
--> statement-breakpoint
INSERT INTO ledger_balances (ledger_account, balance_cents)
  SELECT ledger_account, sum(amount_cents) FROM ledger_entries
  WHERE ledger_account NOT LIKE 'house:%' GROUP BY ledger_account;
