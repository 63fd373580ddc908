// GET /api/v1/portfolio (positions with average cost, market value, day and total gain, cash and
// buying power). Time is frozen at Friday 14 March 2025, 17:00 New York (after the close) and
// prices come from fixed daily closes, so every figure is worked by hand.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '@server/db/schema';
import { postTransaction } from '@server/services/ledger';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  type Closes,
  FixedQuoteProvider,
  marketOrder,
  nyTime,
  openedAt,
  paperAccountOf,
  trade,
} from './portfolio-fixtures';

const NOW = nyTime('2025-03-14', '17:00');
const CLOSES: Closes = {
  MSFT: {
    '2025-03-07': 380,
    '2025-03-10': 385,
    '2025-03-11': 390,
    '2025-03-12': 395,
    '2025-03-13': 400,
    '2025-03-14': 410,
  },
  SPY: { '2025-03-13': 570, '2025-03-14': 574 },
};
// The last price at the instants orders are placed (market orders fill at it).
const MSFT_AT = {
  mon: nyTime('2025-03-10', '10:00'),
  tue: nyTime('2025-03-11', '10:00'),
  wed: nyTime('2025-03-12', '10:00'),
  thu: nyTime('2025-03-13', '10:00'),
  fri: nyTime('2025-03-14', '11:00'),
};
const TICKS = {
  MSFT: {
    [MSFT_AT.mon.toISOString()]: 385,
    [MSFT_AT.tue.toISOString()]: 390,
    [MSFT_AT.wed.toISOString()]: 395,
    [MSFT_AT.thu.toISOString()]: 400,
    [MSFT_AT.fri.toISOString()]: 401.23,
  },
};

/** The frozen clock, moved to an instant while an order is placed there. */
const clock = { at: NOW };
async function placedAt(instant: Date, place: () => Promise<void>): Promise<void> {
  clock.at = instant;
  try {
    await place();
  } finally {
    clock.at = NOW;
  }
}

let ctx: TestContext;
beforeAll(async () => {
  const now = () => clock.at;
  ctx = await createTestContext({
    quoteProvider: new FixedQuoteProvider(CLOSES, now, TICKS),
    now,
  });
});
afterAll(() => ctx.close());

type Body = Record<string, unknown> & { positions: Array<Record<string, unknown>> };

async function newUser() {
  const { agent, id } = await signedInAgent(ctx.agent());
  const accountId = await paperAccountOf(ctx.db, id);
  await openedAt(ctx.db, accountId, nyTime('2025-03-10', '09:00'));
  return { agent, userId: id, accountId };
}

describe('the portfolio of a new paper account', () => {
  it('is $100,000.00 of cash and buying power, and no positions', async () => {
    const { agent } = await newUser();
    const response = await agent.get('/api/v1/portfolio');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      account: { type: 'simulated', status: 'open' },
      available_accounts: ['simulated'],
      cash_cents: 10_000_000,
      held_cents: 0,
      buying_power_cents: 10_000_000,
      market_value_cents: 0,
      equity_cents: 10_000_000,
      day_gain_cents: 0,
      total_gain_cents: 0,
      positions: [],
      as_of: NOW.toISOString(),
    });
  });

  it('needs a session', async () => {
    expect((await ctx.agent().get('/api/v1/portfolio')).status).toBe(401);
  });
});

describe('average cost over several buys', () => {
  it('is the cost basis over the shares, with day gain counting today’s buy from its price', async () => {
    const { agent } = await newUser();
    const buy = (quantity: string) => () =>
      marketOrder(agent, { symbol: 'MSFT', side: 'buy', quantity });
    await placedAt(MSFT_AT.mon, buy('10')); // 10 sh × $385 = $3,850.00
    await placedAt(MSFT_AT.tue, buy('5')); // 5 sh × $390 = $1,950.00
    await placedAt(MSFT_AT.fri, buy('0.5')); // 0.5 sh × $401.23 = $200.615 → $200.62 (nearest cent)

    const body = (await agent.get('/api/v1/portfolio')).body as Body;
    expect(body.positions).toEqual([
      expect.objectContaining({
        symbol: 'MSFT',
        name: 'Microsoft Corporation',
        quantity_e5: 1_550_000, // 15.5 sh
        cost_basis_cents: 600_062, // 385,000 + 195,000 + 20,062
        average_cost_e4: 3_871_368, // $6,000.62 / 15.5 = $387.13677… → $387.1368
        price_e4: 4_100_000, // Friday's close, $410
        previous_close_e4: 4_000_000, // Thursday's close, $400
        quote_source: 'simulator',
        market_value_cents: 635_500, // 15.5 × $410 = $6,355.00
        // Held at Thursday's close: 15 sh × $400 = $6,000.00, plus $200.62 bought today = $6,200.62
        day_gain_cents: 15_438, // $6,355.00 − $6,200.62 = $154.38
        day_gain_bp: 249, // 154.38 / 6,200.62 = 2.4897 %
        total_gain_cents: 35_438, // $6,355.00 − $6,000.62 = $354.38
        total_gain_bp: 591, // 354.38 / 6,000.62 = 5.9057 %
      }),
    ]);
    expect(body).toMatchObject({
      cash_cents: 9_399_938, // $100,000.00 − $6,000.62
      buying_power_cents: 9_399_938,
      market_value_cents: 635_500,
      equity_cents: 10_035_438, // $93,999.38 + $6,355.00
      day_gain_cents: 15_438,
      day_gain_bp: 15, // 154.38 / (100,354.38 − 154.38) = 0.1541 %
      total_gain_cents: 35_438,
      total_gain_bp: 591,
    });
  });

  it('keeps the average cost through a sell, which takes its share of the cost basis', async () => {
    const { agent } = await newUser();
    const order = (side: 'buy' | 'sell', quantity: string) => () =>
      marketOrder(agent, { symbol: 'MSFT', side, quantity });
    await placedAt(MSFT_AT.mon, order('buy', '3')); // 3 sh, $1,155.00
    await placedAt(MSFT_AT.wed, order('buy', '1')); // 1 sh, $395.00
    await placedAt(MSFT_AT.thu, order('sell', '2')); // 2 of 4 sh: cost $1,550.00 × 2/4 = $775.00 goes
    const [position] = ((await agent.get('/api/v1/portfolio')).body as Body).positions;
    expect(position).toMatchObject({
      quantity_e5: 200_000,
      cost_basis_cents: 77_500, // $1,550.00 − $775.00
      average_cost_e4: 3_875_000, // $775.00 / 2 = $387.50, as before the sell
      market_value_cents: 82_000, // 2 × $410
      day_gain_cents: 2_000, // 2 × ($410 − $400)
    });
  });
});

describe('cash held by open buy orders', () => {
  it('counts in cash and equity, not in buying power', async () => {
    const { agent, accountId } = await newUser();
    // An open buy of $1,000.00 holds its cash (the orders service's convention).
    await postTransaction(ctx.db, {
      kind: 'order_hold',
      memo: 'Hold for an open buy',
      entries: [
        { ledgerAccount: `account:${accountId}:cash`, amountCents: -100_000 },
        { ledgerAccount: `account:${accountId}:held`, amountCents: 100_000 },
      ],
    });
    expect((await agent.get('/api/v1/portfolio')).body).toMatchObject({
      cash_cents: 10_000_000,
      held_cents: 100_000,
      buying_power_cents: 9_900_000, // $100,000.00 − $1,000.00 held
      equity_cents: 10_000_000,
    });
  });
});

describe('whose portfolio', () => {
  it("never shows another user's positions or cash", async () => {
    const owner = await newUser();
    await trade(ctx.db, {
      userId: owner.userId,
      accountId: owner.accountId,
      symbol: 'MSFT',
      side: 'buy',
      quantityE5: 100_000,
      price: 400,
      at: nyTime('2025-03-13', '10:00'),
    });
    const other = await newUser();
    const body = (await other.agent.get('/api/v1/portfolio')).body as Body;
    expect(body.positions).toEqual([]);
    expect(body.cash_cents).toBe(10_000_000);
    expect((body.account as { id: string }).id).not.toBe(owner.accountId);
  });

  it('answers 404 for a live account the user does not have, and reads the live one once chosen', async () => {
    const { agent } = await newUser();
    const missing = await agent.get('/api/v1/portfolio', { query: { account: 'live' } });
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('account');
    await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
    const live = await agent.get('/api/v1/portfolio');
    expect(live.body).toMatchObject({
      account: { type: 'live', status: 'application_not_started' },
      available_accounts: ['simulated', 'live'],
      cash_cents: 0,
    });
  });

  it('leaves out a closed (reset) paper account', async () => {
    const { agent, accountId } = await newUser();
    await ctx.db.update(accounts).set({ status: 'closed' }).where(eq(accounts.id, accountId));
    expect((await agent.get('/api/v1/portfolio')).status).toBe(404);
  });
});

describe('bad input', () => {
  it('names the field of an unknown account type or query key', async () => {
    const { agent } = await newUser();
    const badType = await agent.get('/api/v1/portfolio', { query: { account: 'margin' } });
    expect(badType.status).toBe(400);
    expect(badType.body.field).toBe('account');
    const unknown = await agent.get('/api/v1/portfolio', { query: { accounts: 'live' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('accounts');
    // The token sign-in pair the client appends to every call is allowed (spec §2).
    const withPair = await agent.get('/api/v1/portfolio', {
      query: { auth_id: 'a1', token: 't1' },
    });
    expect(withPair.status).toBe(200);
  });

  it('writes nothing when reading', async () => {
    const { agent } = await newUser();
    const before = (await ctx.db.select().from(ledgerEntries)).length;
    await agent.get('/api/v1/portfolio');
    expect((await ctx.db.select().from(ledgerEntries)).length).toBe(before);
  });
});
