// What a monthly statement says, derived from the ledger and the fills, never
// stored: cash at the start and end of the month, the cash movements in between by kind, the
// trades, and the positions at month end valued at that day's close.
//
// "Cash" here is what the account owns in money: buying power (`cash`), buying power held for open
// buy orders (`held`), and deposits made but not yet settled (`pending_deposits`; the statement
// says how much of the closing cash that is). With that definition every deposit counts in full
// on the day it was made, settlements and holds move nothing, and a withdrawal counts on the day
// it was asked for, so: opening + deposits − withdrawals − buys + sells − fees (+ anything else,
// shown on its own line) = closing, to the cent.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acatReceipts, fills, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { findSecurity, type QuoteProvider } from '../../market';
import { pendingDepositsAccount, unsettledDepositsAccount } from '../funding/ledger-accounts';
import { cashAccount, heldAccount } from '../ledger';
import { valueCents } from '../portfolio/money';
import { monthRange, type StatementMonth } from './months';

interface CashMovement {
  at: Date;
  description: string;
  amountCents: number;
}

interface Trade {
  at: Date;
  side: 'buy' | 'sell';
  symbol: string;
  name: string;
  quantityE5: number;
  priceE4: number;
  amountCents: number;
}

interface HeldPosition {
  symbol: string;
  name: string;
  quantityE5: number;
  /** The close at month end, $0.0001. */
  priceE4: number;
  valueCents: number;
}

export interface StatementAccount {
  id: string;
  type: 'live' | 'simulated';
  status: string;
}

export interface StatementData {
  account: StatementAccount;
  holder: { name: string; email: string };
  month: StatementMonth;
  start: Date;
  end: Date;
  openingCashCents: number;
  closingCashCents: number;
  /** Part of the closing cash from deposits that had not settled by month end. */
  settlingCents: number;
  deposits: CashMovement[];
  withdrawals: CashMovement[];
  /** Cash movements of any other kind, so the summary always adds up. */
  otherCents: number;
  trades: Trade[];
  buysCents: number;
  sellsCents: number;
  /** Stockroom charges no trading fees; the line is on every statement all the same. */
  feesCents: number;
  positions: HeldPosition[];
  securitiesCents: number;
}

/** Ledger kinds that bring money in, and the one that takes it out (funding, accounts). */
const DEPOSIT_KINDS = new Set(['deposit', 'paper_starting_cash']);
const WITHDRAWAL_KINDS = new Set(['withdrawal']);
const FILL_KINDS = new Set(['order_fill']);

const cashLedgerAccounts = (accountId: string) => [
  cashAccount(accountId),
  heldAccount(accountId),
  pendingDepositsAccount(accountId),
];

async function cashAt(db: Db, accountId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.ledgerAccount, cashLedgerAccounts(accountId)),
        lt(ledgerTransactions.createdAt, before),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Deposits made but not settled at `before`: still on their way, or advanced as buying power. */
async function settlingAt(db: Db, accountId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.ledgerAccount, [
          pendingDepositsAccount(accountId),
          unsettledDepositsAccount(accountId),
        ]),
        lt(ledgerTransactions.createdAt, before),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Each ledger transaction of the month that changed the account's cash, oldest first. */
async function cashMovements(db: Db, accountId: string, start: Date, end: Date) {
  const net = sql<string>`sum(${ledgerEntries.amountCents})`;
  const rows = await db
    .select({
      at: ledgerTransactions.createdAt,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      net,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        inArray(ledgerEntries.ledgerAccount, cashLedgerAccounts(accountId)),
        gte(ledgerTransactions.createdAt, start),
        lt(ledgerTransactions.createdAt, end),
      ),
    )
    .groupBy(ledgerTransactions.id)
    .having(sql`${net} <> 0`)
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  return rows.map((row) => ({ ...row, net: Number(row.net) }));
}

/** Shares held at `before`, per symbol: every fill and every ACAT delivery up to then. */
async function quantitiesAt(db: Db, accountId: string, before: Date) {
  const signed = sql<string>`sum(case when ${fills.side} = 'buy' then ${fills.quantityE5} else -${fills.quantityE5} end)`;
  const [traded, received] = await Promise.all([
    db
      .select({ symbol: fills.symbol, quantity: signed })
      .from(fills)
      .where(and(eq(fills.accountId, accountId), lt(fills.createdAt, before)))
      .groupBy(fills.symbol),
    db
      .select({
        symbol: acatReceipts.symbol,
        quantity: sql<string>`sum(${acatReceipts.quantityE5})`,
      })
      .from(acatReceipts)
      .where(and(eq(acatReceipts.accountId, accountId), lt(acatReceipts.createdAt, before)))
      .groupBy(acatReceipts.symbol),
  ]);
  const quantities = new Map<string, number>();
  for (const row of [...traded, ...received]) {
    quantities.set(row.symbol, (quantities.get(row.symbol) ?? 0) + Number(row.quantity));
  }
  return [...quantities]
    .map(([symbol, quantityE5]) => ({ symbol, quantityE5 }))
    .filter((row) => row.quantityE5 > 0)
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

const nameOf = (symbol: string) => findSecurity(symbol)?.name ?? symbol;

export async function loadStatement(
  deps: { db: Db; quotes: QuoteProvider },
  account: StatementAccount,
  holder: { name: string; email: string },
  month: StatementMonth,
): Promise<StatementData> {
  const { db } = deps;
  const { start, end } = monthRange(month);
  const [openingCashCents, closingCashCents, settlingCents, movements, fillRows, held] =
    await Promise.all([
      cashAt(db, account.id, start),
      cashAt(db, account.id, end),
      settlingAt(db, account.id, end),
      cashMovements(db, account.id, start, end),
      db
        .select()
        .from(fills)
        .where(
          and(
            eq(fills.accountId, account.id),
            gte(fills.createdAt, start),
            lt(fills.createdAt, end),
          ),
        )
        .orderBy(asc(fills.createdAt), asc(fills.id)),
      quantitiesAt(db, account.id, end),
    ]);
  const deposits: CashMovement[] = [];
  const withdrawals: CashMovement[] = [];
  let fillCashCents = 0;
  let otherCents = 0;
  for (const row of movements) {
    const movement = { at: row.at, description: row.memo, amountCents: Math.abs(row.net) };
    if (DEPOSIT_KINDS.has(row.kind) && row.net > 0) deposits.push(movement);
    else if (WITHDRAWAL_KINDS.has(row.kind) && row.net < 0) withdrawals.push(movement);
    else if (FILL_KINDS.has(row.kind)) fillCashCents += row.net;
    else otherCents += row.net;
  }
  const trades = fillRows.map((row): Trade => ({
    at: row.createdAt,
    side: row.side,
    symbol: row.symbol,
    name: nameOf(row.symbol),
    quantityE5: row.quantityE5,
    priceE4: row.priceE4,
    amountCents: row.amountCents,
  }));
  const buysCents = sum(trades.filter((t) => t.side === 'buy').map((t) => t.amountCents));
  const sellsCents = sum(trades.filter((t) => t.side === 'sell').map((t) => t.amountCents));
  // A fill's cash should equal its amount; any difference is shown, never hidden.
  otherCents += fillCashCents - (sellsCents - buysCents);
  // Valued at the close: the quote an instant before midnight is the month's last close.
  const quotes = held.length
    ? await deps.quotes.getQuotes(
        held.map((p) => p.symbol),
        new Date(end.getTime() - 1),
      )
    : [];
  const positions = held.map((position, index): HeldPosition => {
    const priceE4 = quotes[index]?.priceUnits ?? 0;
    return {
      ...position,
      name: nameOf(position.symbol),
      priceE4,
      valueCents: valueCents(position.quantityE5, priceE4),
    };
  });
  return {
    account,
    holder,
    month,
    start,
    end,
    openingCashCents,
    closingCashCents,
    settlingCents,
    deposits,
    withdrawals,
    otherCents,
    trades,
    buysCents,
    sellsCents,
    feesCents: 0,
    positions,
    securitiesCents: sum(positions.map((p) => p.valueCents)),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
