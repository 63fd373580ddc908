// Referral rewards: a reward when a referred person funds an account, one per referred person,
// self-referral refused. The referrer earns one reward card when a referred member's FIRST deposit
// settles (server/services/rewards/referral-rewards.ts says why).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardCards } from '@server/db/schema/rewards';
import { referrals } from '@server/db/schema/social';
import { grantReferralReward } from '@server/services/rewards/referral-rewards';
import { signedInAgent } from '../support/agent';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  transfer,
} from './funding-fixtures';
import { depositAndSettle, referralCode, referredMember, START } from './rewards-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

const cardsOf = (userId: string) =>
  ctx.db
    .select()
    .from(rewardCards)
    .where(and(eq(rewardCards.userId, userId), eq(rewardCards.source, 'referral')));

describe('rewards: referral rewards', () => {
  it('gives the referrer one card when the referred member’s first deposit settles', async () => {
    ctx.clock.at = START;
    const referrer = await signedInAgent(ctx.agent());
    const code = await referralCode(referrer.agent);
    const friend = await referredMember(ctx, code);

    const stats = async () =>
      (await referrer.agent.get('/api/v1/rewards')).body.referrals as Record<string, unknown>;
    // Requested but not settled: nothing yet.
    const pending = await transfer(friend.agent, 'deposits', {
      amount: '50.00',
      bank_account_id: friend.bankId,
    });
    expect(pending.status).toBe(201);
    expect(await cardsOf(referrer.id)).toHaveLength(0);
    expect(await stats()).toMatchObject({ referred_count: 1, funded_count: 0, rewards_earned: 0 });

    ctx.clock.at = new Date(START.getTime() + 61_000);
    await ctx.settlement.runOnce(ctx.clock.at);
    const cards = await cardsOf(referrer.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      reference: friend.userId,
      status: 'unopened',
      prizeCents: null,
    });
    expect(await stats()).toMatchObject({
      code,
      short_url: `/a/${code}`,
      referred_count: 1,
      funded_count: 1,
      rewards_earned: 1,
    });
    // The referred member earns nothing for being referred.
    expect((await friend.agent.get('/api/v1/rewards')).body.cards).toEqual([]);

    // A second deposit settling gives nothing more.
    await depositAndSettle(ctx, friend.agent, friend.bankId, '20.00');
    expect(await cardsOf(referrer.id)).toHaveLength(1);
    expect(await stats()).toMatchObject({ funded_count: 1, rewards_earned: 1 });
  });

  it('gives one card per referred person', async () => {
    ctx.clock.at = START;
    const referrer = await signedInAgent(ctx.agent());
    const code = await referralCode(referrer.agent);
    const one = await referredMember(ctx, code);
    const two = await referredMember(ctx, code);
    await depositAndSettle(ctx, one.agent, one.bankId);
    await depositAndSettle(ctx, two.agent, two.bankId);
    const cards = await cardsOf(referrer.id);
    expect(cards.map((card) => card.reference).sort()).toEqual([one.userId, two.userId].sort());
  });

  it('never gives a second card for the same person, even when asked again', async () => {
    ctx.clock.at = START;
    const referrer = await signedInAgent(ctx.agent());
    const friend = await referredMember(ctx, await referralCode(referrer.agent));
    await depositAndSettle(ctx, friend.agent, friend.bankId);
    // The unique (source, reference) index: a second grant for this person is a no-op.
    expect(await grantReferralReward(ctx.db, friend.userId, crypto.randomUUID())).toBeNull();
    expect(await cardsOf(referrer.id)).toHaveLength(1);
  });

  it('refuses self-referral: the claim is refused and a self row earns nothing', async () => {
    ctx.clock.at = START;
    const member = await liveUser(ctx);
    const own = await member.agent.post('/api/v1/referrals/claim', {
      code: await referralCode(member.agent),
    });
    expect(own.status).toBe(400);
    // Even if a row said the member referred themselves, their deposit earns no card.
    await ctx.db
      .insert(referrals)
      .values({ referredUserId: member.userId, referrerId: member.userId });
    const bankId = await linkInstant(member.agent);
    await depositAndSettle(ctx, member.agent, bankId);
    expect(await cardsOf(member.userId)).toHaveLength(0);
    expect((await member.agent.get('/api/v1/rewards')).body.referrals).toMatchObject({
      referred_count: 0,
      rewards_earned: 0,
    });
  });

  it('gives nothing for a member who was not referred', async () => {
    ctx.clock.at = START;
    const member = await liveUser(ctx);
    const bankId = await linkInstant(member.agent);
    const before = await ctx.db.select().from(rewardCards);
    await depositAndSettle(ctx, member.agent, bankId);
    expect(await ctx.db.select().from(rewardCards)).toHaveLength(before.length);
  });
});
