// Orders under concurrency: PostgreSQL only. PGlite is one connection that runs one transaction at
// a time, so nothing there can race; on PostgreSQL (TEST_DB=postgres, the API suite's second run)
// two app instances with their own connection pools and matchers share one database, as several
// servers behind a load balancer do (DESIGN.md "Runtime").
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { accounts, fills, orders } from '@server/db/schema';
import { createOrderMatcher, type OrderMatcher } from '@server/jobs/order-matcher';
import { balances, cashAccount, heldAccount } from '@server/services/ledger';
import { ordersDeps } from '@server/services/orders/deps';
import { signedInAgent } from '../support/agent';
import { TEST_CONNECT_TIMEOUT_MS } from '../support/connect-timeout';
import { databaseKind, testDeps } from '../support/test-app';
import {
  AFTER_CLOSE,
  createOrdersContext,
  NEXT_OPEN,
  type OrderJson,
  type OrdersContext,
  paperAccountId,
} from './orders-fixtures';

const START = 10_000_000; // $100,000.00

describe.runIf(databaseKind() === 'postgres')('orders on PostgreSQL, two instances', () => {
  let ctx: OrdersContext;
  let second: { app: FastifyInstance; database: Database; matcher: OrderMatcher };
  /** A connection of its own for sampling the balances: in a pool that 100 orders queue on, a
   * sample waited past the pool's 5 s connect timeout on a busy machine. */
  let sampling: Database;

  beforeAll(async () => {
    ctx = await createOrdersContext({ AAPL: 100 }, AFTER_CLOSE);
    // Instance B: its own pool and app on the same database, the same prices and clock.
    const name = await ctx.db.execute(sql`SELECT current_database() AS name`);
    const url = new URL(String(inject('postgresUrl')));
    url.pathname = `/${(name as unknown as { rows: Array<{ name: string }> }).rows[0]?.name}`;
    const database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 8,
      connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
    });
    const now = () => ctx.clock.at;
    const app = await buildApp(testDeps(database.db, { quoteProvider: ctx.quotes, now }));
    await app.ready();
    const matcher = createOrderMatcher(
      ordersDeps({ db: database.db, quotes: ctx.quotes, now }),
      (error) => {
        throw error;
      },
    );
    second = { app, database, matcher };
    sampling = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 1,
      connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await sampling?.close();
    await ctx?.close();
  });

  /** A signed-in user who can post through either instance (sessions live in the database). */
  async function user() {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const accountId = await paperAccountId(agent);
    const headers = {
      cookie: `sid=${agent.cookie('sid')}; csrf=${agent.cookie('csrf')}`,
      'x-csrf-token': agent.csrfToken ?? '',
    };
    const post = async (instance: 0 | 1, url: string, body: unknown, key: string) => {
      const app = instance === 0 ? ctx.app : second.app;
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'idempotency-key': key },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    return { accountId, post };
  }

  async function money(accountId: string) {
    const map = await balances(sampling.db, [cashAccount(accountId), heldAccount(accountId)]);
    return {
      cash: map.get(cashAccount(accountId)) ?? 0,
      held: map.get(heldAccount(accountId)) ?? 0,
    };
  }

  it('200 concurrent orders beyond the buying power: cash never negative, none filled twice', async () => {
    ctx.clock.at = AFTER_CLOSE; // the orders rest, holding buying power, until the open
    ctx.quotes.set('AAPL', 100);
    const { accountId, post } = await user();
    // Market: 10 sh × $100.00 × 1.05 = 105_000 ¢ held; limit: 10 sh × $99.00 = 99_000 ¢ held.
    // 100 of each ask for $20,400,000 ¢ against 10_000_000 ¢: fewer than 102 can be accepted.
    const bodies = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '10' }
        : { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: '10', limit_price: '99' },
    );
    const samples: number[] = [];
    let placing = true;
    const sampler = (async () => {
      while (placing) {
        samples.push((await money(accountId)).cash);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const responses = await Promise.all(
      bodies.map((body, i) => post((i % 2) as 0 | 1, '/api/v1/orders', body, randomUUID())),
    );
    placing = false;
    await sampler;

    expect(responses.every((response) => response.status === 201)).toBe(true);
    const placed = responses.map((response) => response.body.order as OrderJson);
    const accepted = placed.filter((order) => order.status === 'new');
    const rejected = placed.filter((order) => order.status === 'rejected');
    expect(accepted.length + rejected.length).toBe(200);
    expect(rejected.length).toBeGreaterThan(0);
    const heldTotal = accepted.reduce((sum, order) => sum + order.held_cents, 0);
    expect(heldTotal).toBeLessThanOrEqual(START);
    const after = await money(accountId);
    expect(after).toEqual({ cash: START - heldTotal, held: heldTotal });
    expect(samples.length).toBeGreaterThan(0);
    expect(Math.min(...samples, after.cash)).toBeGreaterThanOrEqual(0);
    // Cash only fell while placing, so every rejection saw less cash than its hold needed.
    expect(after.cash).toBeLessThan(99_000);

    // The open, $98.00: two instances' matchers run at once over the same open orders.
    ctx.quotes.set('AAPL', 98);
    ctx.clock.at = NEXT_OPEN;
    const [a, b] = await Promise.all([
      ctx.matcher.runOnce(NEXT_OPEN),
      second.matcher.runOnce(NEXT_OPEN),
    ]);
    expect(a.filled + b.filled).toBe(accepted.length);
    expect(a.errors + b.errors).toBe(0);
    const fillRows = await ctx.db
      .select({ orderId: fills.orderId })
      .from(fills)
      .where(eq(fills.accountId, accountId));
    expect(fillRows).toHaveLength(accepted.length);
    expect(new Set(fillRows.map((row) => row.orderId)).size).toBe(accepted.length);
    // Each fill costs 10 × $98.00 = 98_000 ¢; every hold's excess has returned.
    expect(await money(accountId)).toEqual({ cash: START - 98_000 * accepted.length, held: 0 });
  });

  it('50 concurrent retries of one Idempotency-Key place one order', async () => {
    ctx.clock.at = AFTER_CLOSE;
    const { accountId, post } = await user();
    const key = randomUUID();
    const body = { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: '1', limit_price: '50' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post((i % 2) as 0 | 1, '/api/v1/orders', body, key)),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
    const ids = new Set(responses.map((response) => (response.body.order as OrderJson).id));
    expect(ids.size).toBe(1);
    // The first answer, stored as jsonb: equal to every retry's, whatever the key order.
    for (const response of responses) expect(response.body).toEqual(responses[0]?.body);
    const rows = await ctx.db.select().from(orders).where(eq(orders.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(await money(accountId)).toEqual({ cash: START - 5_000, held: 5_000 }); // 1 × $50.00
  });

  it('cancels racing two matchers: each order ends canceled or filled, never both', async () => {
    ctx.clock.at = AFTER_CLOSE;
    ctx.quotes.set('AAPL', 100);
    const { accountId, post } = await user();
    const placed = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          (i % 2) as 0 | 1,
          '/api/v1/orders',
          {
            symbol: 'AAPL',
            side: 'buy',
            type: 'limit',
            quantity: '1',
            limit_price: '99',
          },
          randomUUID(),
        ),
      ),
    );
    const ids = placed.map((response) => (response.body.order as OrderJson).id);
    ctx.quotes.set('AAPL', 97);
    ctx.clock.at = NEXT_OPEN;
    const [cancels] = await Promise.all([
      Promise.all(
        ids.map((id, i) =>
          post((i % 2) as 0 | 1, `/api/v1/orders/${id}/cancel`, undefined, randomUUID()),
        ),
      ),
      ctx.matcher.runOnce(NEXT_OPEN),
      second.matcher.runOnce(NEXT_OPEN),
    ]);
    // A cancel that lost the race to a fill is a 409 naming the state.
    for (const response of cancels) expect([200, 409]).toContain(response.status);
    const rows = await ctx.db.select().from(orders).where(inArray(orders.id, ids));
    const fillRows = await ctx.db.select().from(fills).where(inArray(fills.orderId, ids));
    const filled = rows.filter((row) => row.status === 'filled');
    const canceled = rows.filter((row) => row.status === 'canceled');
    expect(filled.length + canceled.length).toBe(40);
    expect(fillRows).toHaveLength(filled.length);
    expect(cancels.filter((response) => response.status === 200)).toHaveLength(canceled.length);
    // A fill costs 1 × $97.00 = 9_700 ¢; canceled holds are all back.
    expect(await money(accountId)).toEqual({ cash: START - 9_700 * filled.length, held: 0 });
  });

  it('a reset racing placements leaves no open order on the closed account', async () => {
    ctx.clock.at = AFTER_CLOSE;
    const { accountId, post } = await user();
    const body = { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: '1', limit_price: '50' };
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        post((i % 2) as 0 | 1, '/api/v1/orders', body, randomUUID()),
      ),
      post(0, '/api/v1/accounts/paper/reset', undefined, randomUUID()),
    ]);
    const reset = results[results.length - 1];
    expect(reset?.status).toBe(200);
    // Placements that came after the close went to no account (409) or were placed before it.
    for (const response of results.slice(0, -1)) expect([201, 409]).toContain(response.status);
    const [closed] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(closed?.status).toBe('closed');
    const left = await ctx.db.select().from(orders).where(eq(orders.accountId, accountId));
    expect(left.filter((row) => row.status === 'new')).toEqual([]);
    expect(await money(accountId)).toEqual({ cash: START, held: 0 });
  });
});
