// Fixtures for the rewards tests: the funding context (frozen clock and its settlement job), a
// referred member who signs up with a referrer's code and funds, a card given directly (for the
// card and redemption tests, where how it was earned does not matter), and the row counts that
// prove "nothing written".
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rewardCards } from '@server/db/schema/rewards';
import { balanceOf } from '@server/services/ledger';
import { revealCard } from '@server/services/rewards/cards';
import { rewardsAccount } from '@server/services/rewards/ledger-accounts';
import type { Agent, AgentResponse } from '../support/agent';
import type { TestContext } from '../support/test-app';
import { type FundingContext, linkInstant, liveUser, START, transfer } from './funding-fixtures';

/** A draw source that always rolls `roll` (0 … 9999): 0 → $1, 9999 → $100 (PRIZE_TABLE). */
export const fixedRoll = (roll: number) => () => roll;

export async function referralCode(agent: Agent): Promise<string> {
  const response = await agent.get('/api/v1/referrals');
  if (response.status !== 200) throw new Error(`referrals: ${JSON.stringify(response.body)}`);
  return response.body.code as string;
}

/** A new member with a live account and a bank, who signed up with `code`. */
export async function referredMember(ctx: TestContext, code: string) {
  const member = await liveUser(ctx);
  const claimed = await member.agent.post('/api/v1/referrals/claim', { code });
  if (claimed.status !== 200) throw new Error(`claim: ${JSON.stringify(claimed.body)}`);
  const bankId = await linkInstant(member.agent);
  return { ...member, bankId };
}

/** Deposits `amount` dollars and runs the settlement job past its delay (60 s in the fixtures). */
export async function depositAndSettle(
  ctx: FundingContext,
  agent: Agent,
  bankId: string,
  amount = '50.00',
): Promise<AgentResponse> {
  const response = await transfer(agent, 'deposits', { amount, bank_account_id: bankId });
  if (response.status !== 201) throw new Error(`deposit: ${JSON.stringify(response.body)}`);
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 61_000);
  await ctx.settlement.runOnce(ctx.clock.at);
  return response;
}

/** Gives `userId` an unopened card directly (source 'promotion'). */
export async function giveCard(ctx: TestContext, userId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(rewardCards)
    .values({ userId, source: 'promotion', reference: randomUUID() })
    .returning({ id: rewardCards.id });
  return row!.id;
}

/** A reward balance of `cards` × $100 through the real reveal (the draw fixed at the top prize). */
export async function fundRewards(ctx: TestContext, userId: string, cards = 1): Promise<number> {
  for (let i = 0; i < cards; i++) {
    const id = await giveCard(ctx, userId);
    await revealCard({ db: ctx.db, now: () => START, random: fixedRoll(9_999) }, userId, id);
  }
  return balanceOf(ctx.db, rewardsAccount(userId));
}

/** Rows in the tables a redemption or a reveal writes. */
export async function rowCounts(ctx: TestContext) {
  const result = await ctx.db.execute(sql`SELECT
    (SELECT count(*) FROM ledger_transactions)::int AS transactions,
    (SELECT count(*) FROM ledger_entries)::int AS entries,
    (SELECT count(*) FROM reward_redemptions)::int AS redemptions,
    (SELECT count(*) FROM reward_cards)::int AS cards`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0];
}

export { START };
