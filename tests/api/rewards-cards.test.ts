// Reward cards: turning a card over draws its prize on the server and credits it to the reward
// balance through the ledger, once, however many times or however concurrently the card is
// revealed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIZE_TABLE } from '@/contract/rewards';
import { ledgerTransactions } from '@server/db/schema';
import { balanceOf } from '@server/services/ledger';
import { revealCard } from '@server/services/rewards/cards';
import { HOUSE_REWARDS, rewardsAccount } from '@server/services/rewards/ledger-accounts';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { unbalancedTransactions } from './funding-fixtures';
import { fixedRoll, giveCard, rowCounts } from './rewards-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const reveal = (agent: Awaited<ReturnType<typeof signedInAgent>>['agent'], id: string) =>
  agent.post(`/api/v1/rewards/cards/${id}/reveal`, {});

describe('rewards: reward cards', () => {
  it('shows an unopened card without a prize, then reveals it once', async () => {
    const { agent, id: userId } = await signedInAgent(ctx.agent());
    const cardId = await giveCard(ctx, userId);

    const before = await agent.get('/api/v1/rewards');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      balance_cents: 0,
      cards: [{ id: cardId, status: 'unopened', prize_cents: null, source: 'promotion' }],
    });

    const first = await reveal(agent, cardId);
    expect(first.status).toBe(200);
    const card = first.body.card as { status: string; prize_cents: number };
    expect(card.status).toBe('revealed');
    expect(PRIZE_TABLE.map((row) => row.prizeCents)).toContain(card.prize_cents);
    expect(first.body.balance_cents).toBe(card.prize_cents);

    const again = await reveal(agent, cardId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(ctx.db, rewardsAccount(userId))).toBe(card.prize_cents);
    const credits = await ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, cardId));
    expect(credits).toHaveLength(1);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('pays the prize the server drew, from the house rewards account', async () => {
    const { id: userId } = await signedInAgent(ctx.agent());
    const cardId = await giveCard(ctx, userId);
    const house = await balanceOf(ctx.db, HOUSE_REWARDS);
    const deps = { db: ctx.db, now: () => new Date(), random: fixedRoll(9_500) };
    const result = await revealCard(deps, userId, cardId);
    // roll 9500 is in [9500, 9950): $25
    expect(result.card.prize_cents).toBe(2_500);
    expect(result.balance_cents).toBe(2_500);
    expect(await balanceOf(ctx.db, HOUSE_REWARDS)).toBe(house - 2_500);
    // A second reveal with another roll changes nothing: the prize was drawn once.
    const again = await revealCard({ ...deps, random: fixedRoll(0) }, userId, cardId);
    expect(again.card.prize_cents).toBe(2_500);
    expect(await balanceOf(ctx.db, rewardsAccount(userId))).toBe(2_500);
  });

  it('credits once when the same card is revealed many times at once', async () => {
    const { agent, id: userId } = await signedInAgent(ctx.agent());
    const cardId = await giveCard(ctx, userId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => reveal(agent, cardId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const prizes = new Set(
      answers.map((a) => (a.body.card as { prize_cents: number }).prize_cents),
    );
    expect(prizes.size).toBe(1);
    expect(await balanceOf(ctx.db, rewardsAccount(userId))).toBe([...prizes][0]);
    const credits = await ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, cardId));
    expect(credits).toHaveLength(1);
  });

  it("refuses another member's card, an unknown card and a malformed id, writing nothing", async () => {
    const owner = await signedInAgent(ctx.agent());
    const other = await signedInAgent(ctx.agent());
    const cardId = await giveCard(ctx, owner.id);
    const before = await rowCounts(ctx);

    const theirs = await reveal(other.agent, cardId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.field).toBe('id');
    expect((await reveal(other.agent, randomUUID())).status).toBe(404);
    const malformed = await reveal(other.agent, 'not-a-card');
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('id');

    expect(await rowCounts(ctx)).toEqual(before);
    const listed = await other.agent.get('/api/v1/rewards');
    expect(listed.body.cards).toEqual([]);
  });

  it('needs a session', async () => {
    const anonymous = ctx.agent();
    await anonymous.csrf();
    expect((await anonymous.get('/api/v1/rewards')).status).toBe(401);
    expect((await reveal(anonymous, randomUUID())).status).toBe(401);
  });
});
