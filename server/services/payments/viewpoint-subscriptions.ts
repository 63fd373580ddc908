// Paid viewpoint subscriptions: one monthly price for every
// featured contributor (VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS). A purchase sets the row's status
// and current_period_end; server/services/community/viewpoints.ts unlocks viewpoints while the
// period runs, cancelled or not. Cancelling stays there (DELETE /viewpoint_subscriptions/:id).
import { and, desc, eq } from 'drizzle-orm';
import {
  type CardInput,
  VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS,
  type ViewpointSubscription,
  type ViewpointSubscriptionResult,
} from '@/contract/payments';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { communityProfiles } from '../../db/schema/community';
import { viewpointSubscriptions } from '../../db/schema/viewpoints';
import { notFound, conflict } from '../../errors';
import { declinedError, lockPayer, paymentView, priorPayment, recordCharge } from './charge';
import type { PaymentDeps } from './deps';
import { addOneMonth, effectiveStatus } from './periods';

const columns = {
  contributorId: viewpointSubscriptions.contributorId,
  status: viewpointSubscriptions.status,
  currentPeriodEnd: viewpointSubscriptions.currentPeriodEnd,
  cancelledAt: viewpointSubscriptions.cancelledAt,
  name: users.name,
  handle: communityProfiles.handle,
};

function subscriptionQuery(db: Db, subscriberId: string) {
  return db
    .select(columns)
    .from(viewpointSubscriptions)
    .innerJoin(users, eq(users.id, viewpointSubscriptions.contributorId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, viewpointSubscriptions.contributorId))
    .where(eq(viewpointSubscriptions.subscriberId, subscriberId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['execute']>>[number];

function view(row: Row, now: Date): ViewpointSubscription {
  const status = effectiveStatus(row.status, row.currentPeriodEnd, now);
  return {
    contributor_id: row.contributorId,
    name: row.name,
    handle: row.handle,
    status,
    monthly_price_cents: VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    readable: status !== 'lapsed',
  };
}

/** Every subscription the reader has had, newest first (lapsed ones too: they can renew). */
export async function listViewpointSubscriptions(
  deps: PaymentDeps,
  subscriberId: string,
): Promise<ViewpointSubscription[]> {
  const rows = await subscriptionQuery(deps.db, subscriberId).orderBy(
    desc(viewpointSubscriptions.createdAt),
  );
  const now = deps.now();
  return rows.map((row) => view(row, now));
}

async function subscriptionOf(db: Db, subscriberId: string, contributorId: string) {
  const [row] = await subscriptionQuery(db, subscriberId).where(
    and(
      eq(viewpointSubscriptions.subscriberId, subscriberId),
      eq(viewpointSubscriptions.contributorId, contributorId),
    ),
  );
  return row ?? null;
}

async function featuredName(db: Db, contributorId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, kind: communityProfiles.kind })
    .from(users)
    .innerJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(eq(users.id, contributorId));
  if (row?.kind !== 'featured_contributor') {
    throw notFound('There is no featured contributor with this id.', 'user_id');
  }
  return row.name;
}

/**
 * Buys a month (or, for `renew`, takes back a cancellation inside the paid period without a
 * charge). Same rules and idempotency as memberships (membership.ts).
 */
export async function subscribeToContributor(
  deps: PaymentDeps,
  subscriberId: string,
  contributorId: string,
  input: { card?: CardInput },
  idempotencyKey: string,
  mode: 'purchase' | 'renew',
): Promise<ViewpointSubscriptionResult> {
  if (subscriberId === contributorId) {
    throw conflict('You always read your own viewpoints: there is nothing to buy.', 'user_id');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPayer(tx, subscriberId);
    const name = await featuredName(tx, contributorId);
    const prior = await priorPayment(
      tx,
      subscriberId,
      idempotencyKey,
      'viewpoint_subscription',
      contributorId,
    );
    if (prior) return { payment: prior };
    const now = deps.now();
    const existing = await subscriptionOf(tx, subscriberId, contributorId);
    const status = existing
      ? effectiveStatus(existing.status, existing.currentPeriodEnd, now)
      : null;
    const where = and(
      eq(viewpointSubscriptions.subscriberId, subscriberId),
      eq(viewpointSubscriptions.contributorId, contributorId),
    );
    if (mode === 'renew' && !existing) {
      throw notFound(`You have no subscription to ${name} to renew.`, 'user_id');
    }
    if (mode === 'renew' && status === 'cancelled') {
      await tx
        .update(viewpointSubscriptions)
        .set({ status: 'active', cancelledAt: null })
        .where(where);
      return { payment: null };
    }
    if (mode === 'renew' && status === 'active') return { payment: null };
    if (status === 'active' || status === 'cancelled') {
      throw conflict(`You already subscribe to ${name}.`, 'user_id');
    }
    const payment = await recordCharge(tx, deps, subscriberId, {
      purpose: 'viewpoint_subscription',
      reference: contributorId,
      amountCents: VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS,
      card: input.card,
      description: `Viewpoints by ${name}, one month`,
      idempotencyKey,
    });
    if (payment.status === 'declined') return { payment };
    const period = {
      status: 'active' as const,
      cancelledAt: null,
      currentPeriodEnd: addOneMonth(now),
    };
    await tx
      .insert(viewpointSubscriptions)
      .values({ subscriberId, contributorId, ...period, createdAt: now })
      .onConflictDoUpdate({
        target: [viewpointSubscriptions.subscriberId, viewpointSubscriptions.contributorId],
        set: period,
      });
    return { payment };
  });
  if (outcome.payment?.status === 'declined') throw declinedError(outcome.payment);
  const row = await subscriptionOf(deps.db, subscriberId, contributorId);
  if (!row) {
    throw notFound('You have no subscription to this contributor to renew.', 'user_id');
  }
  return {
    subscription: view(row, deps.now()),
    payment: outcome.payment ? paymentView(outcome.payment) : null,
  };
}
