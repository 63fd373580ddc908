// Fixtures for the portfolio finance tests, which run with time frozen: a quote provider with fixed
// daily closes (and fixed prices at chosen instants), market orders placed through the orders API
// at a movable clock, and, where many accounts need holdings quickly, trades written the way the
// orders service writes them (an order, its fill with ledger_transaction_id, the cash against
// `house:market_settlement`, the position in step).
import { randomUUID } from 'node:crypto';
import type { Agent } from '../support/agent';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accounts, fills, ledgerTransactions, orders, positions } from '@server/db/schema';
import {
  type Bar,
  type ChartRange,
  easternDateOf,
  type Quote,
  type QuoteProvider,
  sessionFor,
} from '@server/market';
import { cashAccount, postTransaction } from '@server/services/ledger';
import { valueCents } from '@server/services/portfolio/money';

/** Symbol → session date (New York) → close in dollars. */
export type Closes = Record<string, Record<string, number>>;
/** Symbol → ISO instant → last price in dollars at exactly that instant (a fill's price). */
export type Ticks = Record<string, Record<string, number>>;

const e4 = (dollars: number) => Math.round(dollars * 10_000);

/**
 * Quotes from a table of daily closes: at any instant, the close of the last session that has
 * opened (no intraday moves) unless a tick names that instant; the previous close is the session
 * before. Bars: one per session.
 */
export class FixedQuoteProvider implements QuoteProvider {
  readonly source = 'simulator' as const;

  constructor(
    private readonly closes: Closes,
    private readonly now: () => Date,
    private readonly ticks: Ticks = {},
  ) {}

  private sessions(symbol: string, at: Date) {
    const table = this.closes[symbol];
    if (!table) throw new Error(`no closes for ${symbol} in the fixture`);
    return Object.keys(table)
      .sort()
      .map((date) => ({ date, close: table[date] as number, session: sessionFor(date) }))
      .filter((day) => day.session && day.session.open.getTime() <= at.getTime());
  }

  async getQuote(symbol: string, at = this.now()): Promise<Quote> {
    const days = this.sessions(symbol, at);
    const today = days[days.length - 1];
    const before = days[days.length - 2] ?? today;
    if (!today?.session || !before) throw new RangeError(`no session for ${symbol} at ${at}`);
    const tick = this.ticks[symbol]?.[at.toISOString()];
    const price = e4(tick ?? today.close);
    const previous = e4(before.close);
    const open = at < today.session.close;
    return {
      symbol,
      priceUnits: price,
      previousCloseUnits: previous,
      changeUnits: price - previous,
      changeBasisPoints: Math.round(((price - previous) * 10_000) / previous),
      volume: 0,
      asOf: (open ? at : today.session.close).toISOString(),
      source: 'simulator',
      marketOpen: open,
    };
  }

  async getQuotes(symbols: readonly string[], at = this.now()): Promise<Quote[]> {
    return Promise.all(symbols.map((symbol) => this.getQuote(symbol, at)));
  }

  async getBars(symbol: string, range: ChartRange, at = this.now()): Promise<Bar[]> {
    if (range === '1D' || range === '1W' || range === '5Y') throw new Error(`no ${range} bars`);
    return this.sessions(symbol, at).map((day) => {
      const units = e4(day.close);
      return {
        start: (day.session?.open ?? at).toISOString(),
        openUnits: units,
        highUnits: units,
        lowUnits: units,
        closeUnits: units,
        volume: 0,
      };
    });
  }

  getFundamentals(): never {
    throw new Error('not used by the portfolio');
  }

  upcomingEarnings(): never {
    throw new Error('not used by the portfolio');
  }
}

export async function paperAccountOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.type, 'simulated')));
  if (!row) throw new Error('no paper account');
  return row.id;
}

/** Moves the account's opening (and its starting cash) to `at`, before the frozen now. */
export async function openedAt(db: Db, accountId: string, at: Date): Promise<void> {
  await db.update(accounts).set({ createdAt: at }).where(eq(accounts.id, accountId));
  await db
    .update(ledgerTransactions)
    .set({ createdAt: at })
    .where(eq(ledgerTransactions.idempotencyKey, accountId));
}

/** A bank deposit: `house:bank_transfers` → the account's cash. */
export async function deposit(db: Db, accountId: string, cents: number, at: Date) {
  return postTransaction(db, {
    kind: 'deposit',
    memo: 'Deposit from your bank',
    at,
    entries: [
      { ledgerAccount: cashAccount(accountId), amountCents: cents },
      { ledgerAccount: 'house:bank_transfers', amountCents: -cents },
    ],
  });
}

export interface TradeInput {
  userId: string;
  accountId: string;
  symbol: string;
  side: 'buy' | 'sell';
  /** Shares in 0.00001. */
  quantityE5: number;
  /** Dollars. */
  price: number;
  at: Date;
}

/** A market order filled at once, mirroring the orders service's writes. */
export async function trade(
  db: Db,
  input: TradeInput,
): Promise<{ fillId: string; amount: number }> {
  const priceE4 = e4(input.price);
  const amount = valueCents(input.quantityE5, priceE4);
  const sign = input.side === 'buy' ? -1 : 1;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      accountId: input.accountId,
      symbol: input.symbol,
      side: input.side,
      type: 'market',
      timeInForce: 'day',
      quantityE5: input.quantityE5,
      status: 'filled',
      filledQuantityE5: input.quantityE5,
      filledAmountCents: amount,
      idempotencyKey: randomUUID(),
      requestHash: 'fixture',
      createdAt: input.at,
      updatedAt: input.at,
      filledAt: input.at,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  const ledgerTransactionId = await postTransaction(db, {
    kind: 'fill',
    memo: `${input.side} ${input.symbol}`,
    at: input.at,
    entries: [
      { ledgerAccount: cashAccount(input.accountId), amountCents: sign * amount },
      { ledgerAccount: 'house:market_settlement', amountCents: -sign * amount },
    ],
  });
  const [fill] = await db
    .insert(fills)
    .values({
      orderId: order.id,
      accountId: input.accountId,
      symbol: input.symbol,
      side: input.side,
      quantityE5: input.quantityE5,
      priceE4,
      amountCents: amount,
      ledgerTransactionId,
      priceSource: 'simulator',
      priceAsOf: input.at,
      createdAt: input.at,
    })
    .returning({ id: fills.id });
  await keepPosition(db, input, amount);
  return { fillId: fill?.id ?? '', amount };
}

/** Buys add shares and their cost; a sell takes its share of the cost basis away. */
async function keepPosition(db: Db, input: TradeInput, amount: number): Promise<void> {
  const where = and(eq(positions.accountId, input.accountId), eq(positions.symbol, input.symbol));
  const [current] = await db.select().from(positions).where(where);
  if (!current) {
    if (input.side === 'sell') throw new Error('selling what is not held');
    await db.insert(positions).values({
      accountId: input.accountId,
      symbol: input.symbol,
      quantityE5: input.quantityE5,
      costBasisCents: amount,
    });
    return;
  }
  const quantityE5 =
    current.quantityE5 + (input.side === 'buy' ? input.quantityE5 : -input.quantityE5);
  const costBasisCents =
    input.side === 'buy'
      ? current.costBasisCents + amount
      : current.costBasisCents -
        Math.round((current.costBasisCents * input.quantityE5) / current.quantityE5);
  await db.update(positions).set({ quantityE5, costBasisCents }).where(where);
}

/** New York wall-clock time in March 2025 (EDT from 9 March: UTC−4; EST before: UTC−5). */
export function nyTime(date: string, hhmm: string): Date {
  const offset = date >= '2025-03-09' ? '-04:00' : '-05:00';
  const at = new Date(`${date}T${hhmm}:00${offset}`);
  if (easternDateOf(at) !== date) throw new Error('bad fixture time');
  return at;
}

/** A market order through POST /api/v1/orders (Idempotency-Key and all), filled at once. */
export async function marketOrder(
  agent: Agent,
  order: { symbol: string; side: 'buy' | 'sell'; quantity: string },
): Promise<void> {
  const response = await agent.post(
    '/api/v1/orders',
    { ...order, type: 'market' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  const status = (response.body.order as { status?: string } | undefined)?.status;
  if (response.status !== 201 || status !== 'filled') {
    throw new Error(`order not filled: ${response.status} ${JSON.stringify(response.body)}`);
  }
}
