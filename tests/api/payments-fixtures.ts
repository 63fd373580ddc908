// Fixtures for the payment tests: the SANDBOX test cards, purchase helpers that send an
// Idempotency-Key, and the payment side of the ledger.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { payments } from '@server/db/schema/payments';
import { balances } from '@server/services/ledger';
import {
  HOUSE_CARD_PROCESSOR,
  HOUSE_SUBSCRIPTION_REVENUE,
} from '@server/services/payments/ledger-accounts';
import type { Agent, AgentResponse } from '../support/agent';
import type { TestContext } from '../support/test-app';

export const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINE_CARD = { ...SUCCESS_CARD, number: '4000 0000 0000 0002' };
export const NO_FUNDS_CARD = { ...SUCCESS_CARD, number: '4000 0000 0000 9995' };

export function buyMembership(
  agent: Agent,
  body: unknown = { plan: 'plus', card: SUCCESS_CARD },
  key: string | null = randomUUID(),
): Promise<AgentResponse> {
  return agent.post('/api/v1/membership', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export function renewMembership(
  agent: Agent,
  body: unknown = { card: SUCCESS_CARD },
  key = randomUUID(),
): Promise<AgentResponse> {
  return agent.post('/api/v1/membership/renew', body, { headers: { 'idempotency-key': key } });
}

export function subscribe(
  agent: Agent,
  contributorId: string,
  body: unknown = { card: SUCCESS_CARD },
  key = randomUUID(),
  renew = false,
): Promise<AgentResponse> {
  return agent.post(
    `/api/v1/viewpoint_subscriptions/${contributorId}${renew ? '/renew' : ''}`,
    body,
    { headers: { 'idempotency-key': key } },
  );
}

export async function paymentRows(ctx: TestContext, userId: string) {
  return ctx.db.select().from(payments).where(eq(payments.userId, userId));
}

/** The two house accounts a charge moves between, in cents. */
export async function paymentLedger(ctx: TestContext) {
  const totals = await balances(ctx.db, [HOUSE_CARD_PROCESSOR, HOUSE_SUBSCRIPTION_REVENUE]);
  return {
    processor: totals.get(HOUSE_CARD_PROCESSOR) ?? 0,
    revenue: totals.get(HOUSE_SUBSCRIPTION_REVENUE) ?? 0,
  };
}

export async function ledgerTransactionCount(ctx: TestContext): Promise<number> {
  const result = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
