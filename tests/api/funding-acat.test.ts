// ACAT transfers move (spec §2 "ACAT transfer request"; server/services/funding/acat-progress.ts):
// the sandbox clearing firm validates a request at half of its delay and delivers at the whole,
// from its documented test account numbers (docs/features.md "Sandboxes and gaps"). What arrives
// is in the account's positions at the reported cost basis, its cash in the ledger, and in the
// position history, transactions and funding history; a rejection carries its reason as data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acatTransfers, notifications, positions } from '@server/db/schema';
import { createAcatTransfers } from '@server/jobs/acat-transfers';
import { sandboxAcatProvider } from '@server/services/funding/acat-provider';
import type { Agent } from '../support/agent';
import { databaseKind } from '../support/test-app';
import {
  createFundingContext,
  type FundingContext,
  liveUser,
  moneyOf,
  START,
  unbalancedTransactions,
} from './funding-fixtures';

const DELAY_MS = 60_000;
const acat = sandboxAcatProvider(DELAY_MS);
let ctx: FundingContext;
let job: ReturnType<typeof createAcatTransfers>;

beforeAll(async () => {
  ctx = await createFundingContext({}, { funding: { acat } });
  job = createAcatTransfers(
    { db: ctx.db, quotes: ctx.deps.market.quotes, acat, now: () => ctx.clock.at },
    (error) => {
      throw error;
    },
  );
});
afterAll(() => ctx.close());

const at = (ms: number) => new Date(START.getTime() + ms);

async function request(agent: Agent, accountNumber: string, type: 'full' | 'partial') {
  ctx.clock.at = START;
  const answer = await agent.post('/api/v1/funding/acat_transfers', {
    from_broker: 'Other Brokerage',
    account_number: accountNumber,
    transfer_type: type,
  });
  expect(answer.status).toBe(201);
  return (answer.body.acat_transfer as { id: string }).id;
}

async function listed(agent: Agent) {
  const answer = await agent.get('/api/v1/funding/acat_transfers');
  return answer.body.acat_transfers as Array<Record<string, unknown>>;
}

describe('ACAT transfers move through their states', () => {
  it('a full transfer: submitted → in progress at half the delay → completed, its assets and cash arrive', async () => {
    const { agent, accountId, userId } = await liveUser(ctx);
    await request(agent, 'ZX00004242', 'full');
    expect((await listed(agent))[0]).toMatchObject({ status: 'submitted', assets: [] });

    // Nothing is due before half the delay.
    expect(await job.runOnce(at(DELAY_MS / 2 - 1))).toMatchObject({ accepted: 0, completed: 0 });
    expect(await job.runOnce(at(DELAY_MS / 2))).toMatchObject({ accepted: 1 });
    expect((await listed(agent))[0]).toMatchObject({ status: 'in_progress', reason: null });
    expect(await job.runOnce(at(DELAY_MS - 1))).toMatchObject({ completed: 0 });

    ctx.clock.at = at(DELAY_MS);
    expect(await job.runOnce(at(DELAY_MS))).toMatchObject({ completed: 1 });
    // Once: a later run finds nothing.
    expect(await job.runOnce(at(DELAY_MS * 3))).toMatchObject({ accepted: 0, completed: 0 });

    const delivered = acat.deliver({
      fromBroker: 'Other Brokerage',
      lastFour: '4242',
      transferType: 'full',
    });
    expect(delivered.assets.length).toBe(3);
    expect(delivered.cashCents).toBeGreaterThan(0);
    const [shown] = await listed(agent);
    expect(shown).toMatchObject({
      status: 'completed',
      cash_cents: delivered.cashCents,
      assets: delivered.assets
        .map((asset) => ({ symbol: asset.symbol, quantity_e5: asset.quantityE5 }))
        .sort((a, b) => a.symbol.localeCompare(b.symbol)),
    });

    // Positions at the reported cost basis; the cash through the ledger, balanced.
    const held = await ctx.db.select().from(positions).where(eq(positions.accountId, accountId));
    for (const asset of delivered.assets) {
      expect(held.find((row) => row.symbol === asset.symbol)).toMatchObject({
        quantityE5: asset.quantityE5,
        costBasisCents: asset.costBasisCents,
      });
    }
    expect((await moneyOf(ctx, accountId)).cash).toBe(delivered.cashCents);
    expect(await unbalancedTransactions(ctx)).toBe(0);

    // The portfolio, its transactions and its history see them.
    const portfolio = await agent.get(`/api/v1/portfolio?account=live`);
    expect(portfolio.status).toBe(200);
    const listedPositions = portfolio.body.positions as Array<{
      symbol: string;
      cost_basis_cents: number;
    }>;
    expect(listedPositions.map((p) => p.symbol).sort()).toEqual(
      delivered.assets.map((a) => a.symbol).sort(),
    );
    const transactions = await agent.get(`/api/v1/portfolio/transactions?account=live`);
    const rows = transactions.body.transactions as Array<{
      type: string;
      symbol?: string;
      kind?: string;
    }>;
    expect(
      rows
        .filter((row) => row.type === 'transfer_in')
        .map((row) => row.symbol)
        .sort(),
    ).toEqual(delivered.assets.map((a) => a.symbol).sort());
    expect(rows.some((row) => row.type === 'cash' && row.kind === 'acat_transfer')).toBe(true);

    // The equity history ends where the portfolio stands: the shares are in its replay.
    const history = await agent.get('/api/v1/portfolio/history?account=live&range=1D');
    expect(history.status).toBe(200);
    const points = history.body.points as Array<{ equity_cents: number }>;
    expect(points.at(-1)?.equity_cents).toBe(portfolio.body.equity_cents);
    expect(portfolio.body.equity_cents).toBeGreaterThan(delivered.cashCents);

    // The member is told, in the centre (and by the channels the delivery job follows).
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((n) => [n.kind, n.title])).toContainEqual([
      'acat_updated',
      'Your transfer from Other Brokerage arrived',
    ]);
  });

  it('a partial transfer moves securities only, adding to a position already held', async () => {
    const { agent, accountId } = await liveUser(ctx);
    await request(agent, 'ZX00001234', 'partial');
    await job.runOnce(at(DELAY_MS / 2));
    ctx.clock.at = at(DELAY_MS);
    await job.runOnce(at(DELAY_MS));
    await request(agent, 'QQ00001234', 'partial');
    await job.runOnce(at(DELAY_MS / 2));
    ctx.clock.at = at(DELAY_MS);
    await job.runOnce(at(DELAY_MS));
    const delivered = acat.deliver({ fromBroker: 'x', lastFour: '1234', transferType: 'partial' });
    expect(delivered.cashCents).toBe(0);
    const held = await ctx.db.select().from(positions).where(eq(positions.accountId, accountId));
    expect(held.map((row) => [row.symbol, row.quantityE5, row.costBasisCents]).sort()).toEqual(
      delivered.assets
        .map((asset) => [asset.symbol, asset.quantityE5 * 2, asset.costBasisCents * 2])
        .sort(),
    );
    expect((await moneyOf(ctx, accountId)).cash).toBe(0);
    expect((await listed(agent)).every((row) => row.status === 'completed')).toBe(true);
  });

  it.each([
    ['ZX00000000', 'found no account with this number'],
    ['ZX00000001', 'does not match yours'],
  ])(
    'the sandbox test number %s is rejected with its reason, and nothing arrives',
    async (number, words) => {
      const { agent, accountId, userId } = await liveUser(ctx);
      await request(agent, number, 'full');
      expect(await job.runOnce(at(DELAY_MS / 2))).toMatchObject({ rejected: 1 });
      ctx.clock.at = at(DELAY_MS * 2);
      expect(await job.runOnce(at(DELAY_MS * 2))).toMatchObject({ completed: 0 });
      const [shown] = await listed(agent);
      expect(shown?.status).toBe('rejected');
      expect(String(shown?.reason)).toContain(words);
      expect(
        await ctx.db.select().from(positions).where(eq(positions.accountId, accountId)),
      ).toEqual([]);
      expect((await moneyOf(ctx, accountId)).cash).toBe(0);
      const told = await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId));
      expect(told.find((n) => n.kind === 'acat_updated')?.body).toContain(words);
    },
  );

  it.runIf(databaseKind() === 'postgres')(
    'two jobs at once move each step exactly once (PostgreSQL)',
    async () => {
      const { agent, accountId } = await liveUser(ctx);
      const ids = [];
      for (let i = 0; i < 4; i += 1) ids.push(await request(agent, `ZX0000${5000 + i}`, 'full'));
      const other = createAcatTransfers(
        { db: ctx.db, quotes: ctx.deps.market.quotes, acat, now: () => ctx.clock.at },
        (error) => {
          throw error;
        },
      );
      const half = await Promise.all([
        job.runOnce(at(DELAY_MS / 2)),
        other.runOnce(at(DELAY_MS / 2)),
      ]);
      expect(half[0].accepted + half[1].accepted).toBe(4);
      ctx.clock.at = at(DELAY_MS);
      const whole = await Promise.all([job.runOnce(at(DELAY_MS)), other.runOnce(at(DELAY_MS))]);
      expect(whole[0].completed + whole[1].completed).toBe(4);
      const rows = await ctx.db
        .select({ status: acatTransfers.status })
        .from(acatTransfers)
        .where(eq(acatTransfers.accountId, accountId));
      expect(rows.map((row) => row.status)).toEqual(Array(4).fill('completed'));
      const expectedCash = ids
        .map((_, i) =>
          acat.deliver({ fromBroker: 'x', lastFour: String(5000 + i), transferType: 'full' }),
        )
        .reduce((sum, delivery) => sum + delivery.cashCents, 0);
      expect((await moneyOf(ctx, accountId)).cash).toBe(expectedCash);
      expect(await unbalancedTransactions(ctx)).toBe(0);
    },
  );
});
