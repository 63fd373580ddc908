// An account's past, replayed in time order for the equity history (computed from fills and
// prices): every net cash movement of the ledger (deposits, starting cash, fills, cash an ACAT
// transfer brought; holds move cash to `held` and back, which nets to zero), every fill's shares
// and the shares ACAT transfers delivered (acat_receipts).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { acatReceipts, fills, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { cashAccount, heldAccount } from '../ledger';
import type { PortfolioDeps } from './deps';

interface CashEvent {
  atMs: number;
  amountCents: number;
}
interface ShareEvent {
  atMs: number;
  symbol: string;
  deltaE5: number;
}

export interface Timeline {
  cash: CashEvent[];
  shares: ShareEvent[];
  /** Every symbol the account ever traded. */
  symbols: string[];
  /** The first event: before it the account held nothing. */
  firstEventMs: number | null;
}

export async function loadTimeline(deps: PortfolioDeps, accountId: string): Promise<Timeline> {
  const ledgerAccounts = [cashAccount(accountId), heldAccount(accountId)];
  const total = sql<string>`sum(${ledgerEntries.amountCents})`;
  const cashRows = await deps.db
    .select({ at: ledgerTransactions.createdAt, amount: total })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.ledgerAccount, ledgerAccounts))
    .groupBy(ledgerTransactions.id, ledgerTransactions.createdAt)
    .having(sql`${total} <> 0`)
    .orderBy(asc(ledgerTransactions.createdAt));
  const fillRows = await deps.db
    .select({
      at: fills.createdAt,
      symbol: fills.symbol,
      side: fills.side,
      quantityE5: fills.quantityE5,
    })
    .from(fills)
    .where(eq(fills.accountId, accountId))
    .orderBy(asc(fills.createdAt));
  const receiptRows = await deps.db
    .select({
      at: acatReceipts.createdAt,
      symbol: acatReceipts.symbol,
      quantityE5: acatReceipts.quantityE5,
    })
    .from(acatReceipts)
    .where(eq(acatReceipts.accountId, accountId));
  const cash = cashRows.map((row) => ({ atMs: row.at.getTime(), amountCents: Number(row.amount) }));
  const shares = [
    ...fillRows.map((row) => ({
      atMs: row.at.getTime(),
      symbol: row.symbol,
      deltaE5: row.side === 'buy' ? row.quantityE5 : -row.quantityE5,
    })),
    ...receiptRows.map((row) => ({
      atMs: row.at.getTime(),
      symbol: row.symbol,
      deltaE5: row.quantityE5,
    })),
  ].sort((a, b) => a.atMs - b.atMs);
  const firsts = [cash[0]?.atMs, shares[0]?.atMs].filter((ms): ms is number => ms !== undefined);
  return {
    cash,
    shares,
    symbols: [...new Set(shares.map((event) => event.symbol))].sort(),
    firstEventMs: firsts.length ? Math.min(...firsts) : null,
  };
}

/** Walks the timeline forward: `advanceTo(t)` applies every event at or before t. */
export class Replay {
  cashCents = 0;
  readonly quantities = new Map<string, number>();
  private cashIndex = 0;
  private shareIndex = 0;

  constructor(private readonly timeline: Timeline) {}

  advanceTo(atMs: number): this {
    const { cash, shares } = this.timeline;
    while (this.cashIndex < cash.length && (cash[this.cashIndex] as CashEvent).atMs <= atMs) {
      this.cashCents += (cash[this.cashIndex++] as CashEvent).amountCents;
    }
    while (
      this.shareIndex < shares.length &&
      (shares[this.shareIndex] as ShareEvent).atMs <= atMs
    ) {
      const event = shares[this.shareIndex++] as ShareEvent;
      this.quantities.set(event.symbol, (this.quantities.get(event.symbol) ?? 0) + event.deltaE5);
    }
    return this;
  }
}
