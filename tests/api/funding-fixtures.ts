// Fixtures for the funding tests: an app on a frozen clock the test moves, the settlement job on
// the same clock, and helpers that sign a user up with a live account and a linked bank. The
// micro-deposit amounts are read from the database, as a user reads them on their bank statement.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bankAccounts } from '@server/db/schema';
import { createFundingSettlement, type FundingSettlement } from '@server/jobs/funding-settlement';
import type { FundingSettings } from '@server/services/funding/deps';
import { balances, cashAccount } from '@server/services/ledger';
import {
  pendingDepositsAccount,
  pendingWithdrawalsAccount,
  unsettledDepositsAccount,
} from '@server/services/funding/ledger-accounts';
import { type Agent, type AgentResponse, signedInAgent } from '../support/agent';
import { createTestContext, type TestAppOptions, type TestContext } from '../support/test-app';

export const START = new Date('2025-06-11T15:00:00Z');

export interface FundingContext extends TestContext {
  clock: { at: Date };
  settlement: FundingSettlement;
}

export async function createFundingContext(
  settings: Partial<FundingSettings> = {},
  options: TestAppOptions = {},
): Promise<FundingContext> {
  const clock = { at: START };
  const now = () => clock.at;
  const ctx = await createTestContext({
    ...options,
    now,
    funding: {
      settlementDelayMs: 60_000,
      instantDepositLimitCents: 1_000_00,
      ...options.funding,
      ...settings,
    },
  });
  const settlement = createFundingSettlement({ db: ctx.db, now }, (error) => {
    throw error;
  });
  return { ...ctx, clock, settlement };
}

/** A signed-in user who chose a live account (status application_not_started). */
export async function liveUser(
  ctx: TestContext,
): Promise<{ agent: Agent; userId: string; accountId: string }> {
  const { agent, id } = await signedInAgent(ctx.agent());
  const chosen = await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
  if (chosen.status >= 300) throw new Error(`choosing live failed: ${JSON.stringify(chosen.body)}`);
  const list = await agent.get('/api/v1/accounts');
  const live = (list.body.accounts as Array<{ id: string; type: string }>).find(
    (a) => a.type === 'live',
  );
  if (!live) throw new Error('no live account');
  return { agent, userId: id, accountId: live.id };
}

export async function linkInstant(agent: Agent, institution = 'sandbox_tartan'): Promise<string> {
  const response = await agent.post('/api/v1/funding/bank_accounts/instant_link', {
    institution_id: institution,
  });
  if (response.status !== 201) throw new Error(`link failed: ${JSON.stringify(response.body)}`);
  return (response.body.bank_account as { id: string }).id;
}

export async function sentMicroDeposits(ctx: TestContext, id: string): Promise<[number, number]> {
  const [row] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!row?.microDeposit1Cents || !row.microDeposit2Cents) throw new Error('no micro-deposits');
  return [row.microDeposit1Cents, row.microDeposit2Cents];
}

export const centsString = (cents: number) => `0.${String(cents).padStart(2, '0')}`;

export function transfer(
  agent: Agent,
  kind: 'deposits' | 'withdrawals',
  body: unknown,
  key: string | null = randomUUID(),
): Promise<AgentResponse> {
  return agent.post(`/api/v1/funding/${kind}`, body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** The account's funding ledger balances, in cents. */
export async function moneyOf(ctx: TestContext, accountId: string) {
  const names = [
    cashAccount(accountId),
    unsettledDepositsAccount(accountId),
    pendingDepositsAccount(accountId),
    pendingWithdrawalsAccount(accountId),
  ] as const;
  const totals = await balances(ctx.db, [...names]);
  return {
    cash: totals.get(names[0]) ?? 0,
    unsettled: totals.get(names[1]) ?? 0,
    pending: totals.get(names[2]) ?? 0,
    pendingWithdrawals: totals.get(names[3]) ?? 0,
  };
}

/** Every ledger transaction balances (DESIGN.md "Money"): no transaction's entries sum off zero. */
export async function unbalancedTransactions(ctx: TestContext): Promise<number> {
  const result = await ctx.db.execute(
    sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
