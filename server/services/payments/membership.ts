// Memberships (spec §2 /membership, /subscriptions): purchase, cancel, renew.
// One row per member; a period is one month from the purchase (periods.ts). The fee is waived
// while the live account's equity is at or above the minimum (equity.ts). Lapsing is decided on
// read (periods.ts effectiveStatus) against the injected clock, so no job has to run first.
//
// Renewal: the sandbox keeps no card (we never store card numbers), so nothing is charged by
// itself at the period's end: the membership then reads as lapsed and the member renews, which
// charges again. A cancelled member inside the period renews by un-cancelling, without a charge.
import { eq } from 'drizzle-orm';
import {
  MEMBERSHIP_PLANS,
  type Membership,
  type MembershipOverview,
  type MembershipPlanId,
  type MembershipResult,
  type CardInput,
} from '@/contract/payments';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema/payments';
import { notFound, conflict } from '../../errors';
import { declinedError, lockPayer, paymentView, priorPayment, recordCharge } from './charge';
import { membershipBenefits } from './benefits';
import type { PaymentDeps } from './deps';
import { feeWaived, liveEquityCents } from './equity';
import { addOneMonth, effectiveStatus } from './periods';

type MembershipRow = typeof memberships.$inferSelect;

const planNamed = (id: string) => MEMBERSHIP_PLANS.find((plan) => plan.id === id);

function membershipView(row: MembershipRow, now: Date): Membership {
  return {
    plan: row.plan,
    plan_name: planNamed(row.plan)?.name ?? row.plan,
    status: effectiveStatus(row.status, row.currentPeriodEnd, now),
    fee_waived: row.feeWaived,
    period_fee_cents: row.periodFeeCents,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

async function membershipRow(db: Db, userId: string): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row ?? null;
}

export async function currentMembership(
  deps: PaymentDeps,
  userId: string,
): Promise<Membership | null> {
  const row = await membershipRow(deps.db, userId);
  return row ? membershipView(row, deps.now()) : null;
}

/** The plans with the benefits this server's configuration gives (benefits.ts). */
export function membershipPlans(deps: PaymentDeps) {
  return MEMBERSHIP_PLANS.map((plan) => ({ ...plan, benefits: membershipBenefits(deps) }));
}

export async function membershipOverview(
  deps: PaymentDeps,
  userId: string,
): Promise<MembershipOverview> {
  const equity = await liveEquityCents(deps, deps.db, userId);
  return {
    plans: membershipPlans(deps),
    membership: await currentMembership(deps, userId),
    waiver: {
      min_equity_cents: deps.waiveFeeMinEquityCents,
      live_equity_cents: equity,
      eligible: feeWaived(deps, equity),
    },
    provider: deps.provider.name,
    test_cards: deps.provider.testCards(),
  };
}

const untilText = (row: MembershipRow) =>
  row.currentPeriodEnd.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A new period: charges the plan's fee (or records a waived payment), then starts the month. A
 * retry with the same key answers with the first attempt's payment and writes nothing.
 */
async function startPeriod(
  deps: PaymentDeps,
  userId: string,
  input: { plan: MembershipPlanId | null; card: CardInput | undefined },
  idempotencyKey: string,
  mode: 'purchase' | 'renew',
): Promise<MembershipResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPayer(tx, userId);
    const existing = await membershipRow(tx, userId);
    const planId = input.plan ?? existing?.plan ?? null;
    if (!planId) {
      throw notFound('You have no membership to renew: buy one first.', 'membership');
    }
    const prior = await priorPayment(tx, userId, idempotencyKey, 'membership', planId);
    if (prior) return { payment: prior };
    const now = deps.now();
    const status = existing
      ? effectiveStatus(existing.status, existing.currentPeriodEnd, now)
      : null;
    if (status === 'cancelled' && mode === 'renew') {
      // Still paid for: renewing takes the cancellation back and charges nothing.
      await tx
        .update(memberships)
        .set({ status: 'active', cancelledAt: null, updatedAt: now })
        .where(eq(memberships.userId, userId));
      return { payment: null };
    }
    // Renewing what already renews changes nothing (and so a retried un-cancel answers the same).
    if (status === 'active' && mode === 'renew') return { payment: null };
    if (status === 'active' || status === 'cancelled') {
      throw conflict(
        status === 'active'
          ? `You are already a member until ${untilText(existing!)}.`
          : `Your membership is paid until ${untilText(existing!)}: renew it instead of buying again.`,
        'membership',
      );
    }
    const plan = planNamed(planId)!;
    const waived = feeWaived(deps, await liveEquityCents(deps, tx, userId));
    const fee = waived ? 0 : plan.monthly_fee_cents;
    const payment = await recordCharge(tx, deps, userId, {
      purpose: 'membership',
      reference: plan.id,
      amountCents: fee,
      card: input.card,
      description: `${plan.name} membership, one month`,
      idempotencyKey,
    });
    if (payment.status === 'declined') return { payment };
    const period = {
      plan: plan.id,
      status: 'active' as const,
      periodFeeCents: fee,
      feeWaived: waived,
      currentPeriodStart: now,
      currentPeriodEnd: addOneMonth(now),
      cancelledAt: null,
      updatedAt: now,
    };
    await tx
      .insert(memberships)
      .values({ userId, ...period, createdAt: now })
      .onConflictDoUpdate({ target: memberships.userId, set: period });
    return { payment };
  });
  if (outcome.payment?.status === 'declined') throw declinedError(outcome.payment);
  const membership = await currentMembership(deps, userId);
  if (!membership) throw new Error('membership missing after a successful payment');
  return { membership, payment: outcome.payment ? paymentView(outcome.payment) : null };
}

export const purchaseMembership = (
  deps: PaymentDeps,
  userId: string,
  input: { plan: MembershipPlanId; card?: CardInput },
  key: string,
) => startPeriod(deps, userId, { plan: input.plan, card: input.card }, key, 'purchase');

export const renewMembership = (
  deps: PaymentDeps,
  userId: string,
  input: { card?: CardInput },
  key: string,
) => startPeriod(deps, userId, { plan: null, card: input.card }, key, 'renew');

/** Idempotent: benefits stay until the period ends, then the membership lapses. */
export async function cancelMembership(
  deps: PaymentDeps,
  userId: string,
): Promise<{ membership: Membership }> {
  const now = deps.now();
  const row = await membershipRow(deps.db, userId);
  if (!row) throw notFound('You have no membership to cancel.', 'membership');
  if (effectiveStatus(row.status, row.currentPeriodEnd, now) === 'active') {
    await deps.db
      .update(memberships)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(memberships.userId, userId));
  }
  return { membership: (await currentMembership(deps, userId))! };
}
