// Redeeming rewards into cash (redeeming more than the reward balance → 4xx, nothing written).
// A redemption moves cents from the reward balance into the live account's cash in one ledger
// transaction, under a lock, with an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, cashAccount } from '@server/services/ledger';
import { rewardsAccount } from '@server/services/rewards/ledger-accounts';
import { signedInAgent, type Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { liveUser, unbalancedTransactions } from './funding-fixtures';
import { fundRewards, rowCounts } from './rewards-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const redeem = (agent: Agent, body: unknown, key: string | null = randomUUID()) =>
  agent.post('/api/v1/rewards/redemptions', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });

describe('rewards: redemptions', () => {
  it('moves cents from the reward balance into the live account cash', async () => {
    const member = await liveUser(ctx);
    expect(await fundRewards(ctx, member.userId)).toBe(10_000);
    const response = await redeem(member.agent, { amount_cents: 2_550 });
    expect(response.status).toBe(201);
    // 10000 − 2550 = 7450 left; the cash had 0, now 2550
    expect(response.body).toMatchObject({
      redemption: { amount_cents: 2_550, account_id: member.accountId },
      balance_cents: 7_450,
      account_cash_cents: 2_550,
    });
    expect(await balanceOf(ctx.db, rewardsAccount(member.userId))).toBe(7_450);
    expect(await balanceOf(ctx.db, cashAccount(member.accountId))).toBe(2_550);
    const overview = await member.agent.get('/api/v1/rewards');
    expect(overview.body).toMatchObject({
      balance_cents: 7_450,
      redemptions: [{ amount_cents: 2_550 }],
    });
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('answers a retry with the first redemption and moves nothing again', async () => {
    const member = await liveUser(ctx);
    await fundRewards(ctx, member.userId);
    const key = randomUUID();
    const first = await redeem(member.agent, { amount_cents: 1_000 }, key);
    const before = await rowCounts(ctx);
    const retry = await redeem(member.agent, { amount_cents: 1_000 }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await rowCounts(ctx)).toEqual(before);
    const reused = await redeem(member.agent, { amount_cents: 2_000 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.field).toBe('Idempotency-Key');
    expect(await balanceOf(ctx.db, rewardsAccount(member.userId))).toBe(9_000);
  });

  it('refuses more than the balance, naming amount_cents, and writes nothing', async () => {
    const member = await liveUser(ctx);
    await fundRewards(ctx, member.userId);
    const before = await rowCounts(ctx);
    const response = await redeem(member.agent, { amount_cents: 10_001 });
    expect(response.status).toBe(422);
    expect(response.body.field).toBe('amount_cents');
    expect(response.body.error).toMatch(
      /amount_cents .*more than your reward balance \(\$100\.00\)/,
    );
    expect(await rowCounts(ctx)).toEqual(before);
    expect(await balanceOf(ctx.db, rewardsAccount(member.userId))).toBe(10_000);
    expect(await balanceOf(ctx.db, cashAccount(member.accountId))).toBe(0);
  });

  it('refuses zero, negative, fractional and non-number amounts with 400 naming the field', async () => {
    const member = await liveUser(ctx);
    await fundRewards(ctx, member.userId);
    const before = await rowCounts(ctx);
    for (const amount of [0, -500, 12.5, '500', null, 1e12]) {
      const response = await redeem(member.agent, { amount_cents: amount });
      expect(response.status, JSON.stringify(amount)).toBe(400);
      expect(response.body.field).toBe('amount_cents');
    }
    const missing = await redeem(member.agent, {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('amount_cents');
    const extra = await redeem(member.agent, { amount_cents: 100, account_id: randomUUID() });
    expect(extra.status).toBe(400);
    const noKey = await redeem(member.agent, { amount_cents: 100 }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.field).toBe('Idempotency-Key');
    expect(await rowCounts(ctx)).toEqual(before);
  });

  it('refuses a member without a live account with 409 naming account', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await fundRewards(ctx, id);
    const before = await rowCounts(ctx);
    const response = await redeem(agent, { amount_cents: 500 });
    expect(response.status).toBe(409);
    expect(response.body.field).toBe('account');
    expect(await rowCounts(ctx)).toEqual(before);
    expect(await balanceOf(ctx.db, rewardsAccount(id))).toBe(10_000);
  });

  it('cannot overdraw with many redemptions at once', async () => {
    const member = await liveUser(ctx);
    await fundRewards(ctx, member.userId);
    // $100 balance, six requests of $30: 3 × 3000 = 9000 fit, 10000 − 9000 = 1000 left; 3 refused
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => redeem(member.agent, { amount_cents: 3_000 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
    expect(await balanceOf(ctx.db, rewardsAccount(member.userId))).toBe(1_000);
    expect(await balanceOf(ctx.db, cashAccount(member.accountId))).toBe(9_000);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });
});
