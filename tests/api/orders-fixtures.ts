// Fixtures for the order finance tests, which run with time frozen: a quote provider whose prices
// the test sets (a stand-in for the outside market feed, not a mock of our server), a clock the
// test moves, and the app and matcher built on both.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions, positions } from '@server/db/schema';
import { createOrderMatcher, type OrderMatcher } from '@server/jobs/order-matcher';
import { isMarketOpen, type Quote, type QuoteProvider } from '@server/market';
import { balances, cashAccount, heldAccount } from '@server/services/ledger';
import { ordersDeps } from '@server/services/orders/deps';
import { type Agent, type AgentResponse, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

/** Wednesday 11 June 2025, a regular session: 09:30–16:00 New York is 13:30–20:00 UTC (EDT). */
export const IN_SESSION = new Date('2025-06-11T15:00:00Z');
export const SESSION_CLOSE = new Date('2025-06-11T20:00:00Z');
export const AFTER_CLOSE = new Date('2025-06-11T22:00:00Z');
export const NEXT_OPEN = new Date('2025-06-12T13:30:00Z');

/** Prices the test sets, in dollars; every instant sees the current table. */
export class SetPriceQuotes implements QuoteProvider {
  readonly source = 'simulator' as const;
  private readonly prices = new Map<string, number>();

  constructor(prices: Record<string, number>) {
    for (const [symbol, dollars] of Object.entries(prices)) this.set(symbol, dollars);
  }

  set(symbol: string, dollars: number): void {
    this.prices.set(symbol, Math.round(dollars * 10_000));
  }

  async getQuote(symbol: string, at = new Date()): Promise<Quote> {
    const price = this.prices.get(symbol);
    if (price === undefined) throw new Error(`no price for ${symbol} in the test`);
    return {
      symbol,
      priceUnits: price,
      previousCloseUnits: price,
      changeUnits: 0,
      changeBasisPoints: 0,
      volume: 0,
      asOf: at.toISOString(),
      source: 'simulator',
      marketOpen: isMarketOpen(at),
    };
  }

  async getQuotes(symbols: readonly string[], at?: Date): Promise<Quote[]> {
    return Promise.all(symbols.map((symbol) => this.getQuote(symbol, at)));
  }

  getBars(): never {
    throw new Error('not used by orders');
  }
  getFundamentals(): never {
    throw new Error('not used by orders');
  }
  upcomingEarnings(): never {
    throw new Error('not used by orders');
  }
}

export interface OrdersContext extends TestContext {
  quotes: SetPriceQuotes;
  /** The frozen clock: set `clock.at` to move time. */
  clock: { at: Date };
  matcher: OrderMatcher;
}

export async function createOrdersContext(
  prices: Record<string, number>,
  at = IN_SESSION,
): Promise<OrdersContext> {
  const quotes = new SetPriceQuotes(prices);
  const clock = { at };
  const now = () => clock.at;
  const ctx = await createTestContext({ quoteProvider: quotes, now });
  const matcher = createOrderMatcher(ordersDeps({ db: ctx.db, quotes, now }), (error) => {
    throw error;
  });
  return { ...ctx, quotes, clock, matcher };
}

export type OrderBody = Record<string, unknown>;

export function placeOrder(agent: Agent, body: OrderBody, key: string = randomUUID()) {
  return agent.post('/api/v1/orders', body, { headers: { 'idempotency-key': key } });
}

export function cancelOrder(agent: Agent, id: string, key: string = randomUUID()) {
  return agent.post(`/api/v1/orders/${id}/cancel`, undefined, {
    headers: { 'idempotency-key': key },
  });
}

export interface OrderJson {
  id: string;
  status: string;
  quantity_e5: number | null;
  filled_quantity_e5: number;
  filled_amount_cents: number;
  average_fill_price_e4: number | null;
  held_cents: number;
  held_quantity_e5: number;
  reject_reason: string | null;
  expires_at: string | null;
  created_at: string;
  filled_at: string | null;
  account_id: string;
}

export const orderOf = (response: AgentResponse) => response.body.order as OrderJson;

export async function paperAccountId(agent: Agent): Promise<string> {
  const response = await agent.get('/api/v1/accounts');
  const list = response.body.accounts as Array<{ id: string; type: string }>;
  const paper = list.find((account) => account.type === 'simulated');
  if (!paper) throw new Error('no paper account');
  return paper.id;
}

/** Cash (buying power) and held cents of an account, from the ledger. */
export async function moneyOf(ctx: TestContext, accountId: string) {
  const map = await balances(ctx.db, [cashAccount(accountId), heldAccount(accountId)]);
  return { cash: map.get(cashAccount(accountId)) ?? 0, held: map.get(heldAccount(accountId)) ?? 0 };
}

/**
 * The ledger transactions that touch an account's cash or held cents: their kind and legs
 * ("cash -10000": the account's own by their last part, the firm's by name), by kind, since a
 * test's frozen clock dates its fills before the account's starting cash.
 */
export async function postingsOf(ctx: TestContext, accountId: string) {
  const own = [cashAccount(accountId), heldAccount(accountId)];
  const touched = ctx.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.ledgerAccount, own));
  const rows = await ctx.db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      at: ledgerTransactions.createdAt,
      account: ledgerEntries.ledgerAccount,
      cents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerTransactions.id, touched))
    .orderBy(asc(ledgerTransactions.kind), asc(ledgerEntries.ledgerAccount));
  const byId = new Map<string, { kind: string; legs: string[] }>();
  for (const row of rows) {
    const posting = byId.get(row.id) ?? { kind: row.kind, legs: [] };
    byId.set(row.id, posting);
    const name = own.includes(row.account) ? row.account.split(':').at(-1) : row.account;
    posting.legs.push(`${name} ${row.cents}`);
  }
  return [...byId.values()];
}

export async function positionOf(ctx: TestContext, accountId: string, symbol: string) {
  const [row] = await ctx.db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), eq(positions.symbol, symbol)));
  return row ?? null;
}

/** A new user at the frozen session instant, with their paper account's id. */
export async function signedInTrader(ctx: OrdersContext) {
  ctx.clock.at = IN_SESSION;
  const { agent } = await signedInAgent(ctx.agent());
  return { agent, accountId: await paperAccountId(agent) };
}
