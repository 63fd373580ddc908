// How a submitted application moves through review (spec §3, §4), whoever moves it: the identity
// provider's decision applied by the identity-decisions job, the operator's command
// (review.ts), and the applicant's answer to action_required (an address entered again or a
// document uploaded), which sends it back to review and to the provider. Lock order, everywhere:
// the application's row, then an identity check's, so the job and an applicant never wait on
// each other in a circle.
import { and, asc, count, eq, isNull, lte, ne } from 'drizzle-orm';
import type { RequiredAction, ReviewDecision } from '@/contract/live-accounts';
import type { Db, Tx } from '../../db/client';
import {
  accounts,
  identityChecks,
  liveAccountApplications,
  liveAccountReviewEvents,
} from '../../db/schema';
import { raiseNotification } from '../notifications/raise';
import { readIdentity } from './answers';
import type { LiveAccountDeps } from './deps';

export type ReviewActor = 'operator' | 'applicant' | (string & {});

export async function lockApplication(tx: Tx, userId: string) {
  const [application] = await tx
    .select()
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId))
    .for('update');
  return application;
}

export async function recordEvent(
  tx: Tx,
  userId: string,
  fromStatus: string,
  toStatus: string,
  actor: ReviewActor,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(liveAccountReviewEvents).values({ userId, fromStatus, toStatus, actor, reason });
}

export interface Decision {
  to: ReviewDecision;
  reason: string | null;
  requiredAction: RequiredAction | null;
  actor: ReviewActor;
  now: Date;
}

/**
 * A review decision on a locked application: its status, reason and required action, the audit
 * event, and on approval the live brokerage account opened. Returns that account's id.
 */
export async function decide(
  tx: Tx,
  userId: string,
  from: string,
  { to, reason, requiredAction, actor, now }: Decision,
): Promise<string | null> {
  await tx
    .update(liveAccountApplications)
    .set({
      status: to,
      reviewReason: reason,
      requiredAction: to === 'action_required' ? requiredAction : null,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(liveAccountApplications.userId, userId));
  await recordEvent(tx, userId, from, to, actor, reason);
  const notice = DECISION_NOTICES[to];
  if (notice) {
    await raiseNotification(tx, {
      userId,
      kind: 'application_decided',
      ...notice(reason),
      at: now,
    });
  }
  return to === 'approved' ? openLiveAccount(tx, userId) : null;
}

/** What the applicant is told of a decision (in_review is not news: they are waiting anyway). */
const DECISION_NOTICES: Partial<
  Record<ReviewDecision, (reason: string | null) => { title: string; body: string; path: string }>
> = {
  approved: () => ({
    title: 'Your live account is approved',
    body: 'Your live brokerage account is open. Fund it to start investing.',
    path: '/app/funding/deposit',
  }),
  action_required: (reason) => ({
    title: 'Your application needs something from you',
    body: reason ?? 'The review needs something from you before it can go on.',
    path: '/app/live-account-submission-status',
  }),
  rejected: (reason) => ({
    title: 'We could not open your live account',
    body: `${reason ?? 'We could not approve your application.'} Your paper account stays available.`,
    path: '/app/live-account-submission-status',
  }),
};

/** The application's live account (made when live was chosen, services/accounts.ts) opens. */
async function openLiveAccount(tx: Tx, userId: string): Promise<string> {
  const live = and(
    eq(accounts.userId, userId),
    eq(accounts.type, 'live'),
    ne(accounts.status, 'closed'),
  );
  const [updated] = await tx
    .update(accounts)
    .set({ status: 'open' })
    .where(live)
    .returning({ id: accounts.id });
  if (updated) return updated.id;
  const [inserted] = await tx
    .insert(accounts)
    .values({ userId, type: 'live', status: 'open' })
    .returning({ id: accounts.id });
  if (!inserted) throw new Error('live account insert returned no row');
  return inserted.id;
}

/**
 * Hands the locked application to the identity provider: its decision, when it makes one, is kept
 * with the time it is due. Any earlier check not yet applied is superseded (a decision on the
 * answers before the applicant's latest must not land after it).
 */
export async function requestIdentityCheck(
  tx: Tx,
  deps: LiveAccountDeps,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(identityChecks)
    .set({ appliedAt: now })
    .where(and(eq(identityChecks.userId, userId), isNull(identityChecks.appliedAt)));
  const identity = await readIdentity(tx, deps.key, userId);
  const [earlier] = await tx
    .select({ n: count() })
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId));
  const provider = deps.identityProvider;
  const decision = provider.check({
    taxIdDigits: identity?.tax_id ?? '',
    attempt: Number(earlier?.n ?? 0) + 1,
  });
  if (!decision) return; // a person decides: the operator's queue
  await tx.insert(identityChecks).values({
    userId,
    provider: provider.name,
    decision: decision.decision,
    reason: decision.reason,
    requiredAction: decision.requiredAction,
    dueAt: new Date(now.getTime() + provider.delayMs),
  });
}

/**
 * The applicant answered action_required (on the locked application): back to review, and to the
 * provider again. `what` says how, for the audit trail.
 */
export async function returnToReview(
  tx: Tx,
  deps: LiveAccountDeps,
  userId: string,
  what: string,
  now: Date,
): Promise<void> {
  await tx
    .update(liveAccountApplications)
    .set({ status: 'in_review', reviewReason: null, requiredAction: null, updatedAt: now })
    .where(eq(liveAccountApplications.userId, userId));
  await recordEvent(tx, userId, 'action_required', 'in_review', 'applicant', what);
  await requestIdentityCheck(tx, deps, userId, now);
}

/** The statuses a provider's decision still applies to; after any other, a person has decided. */
const AWAITING_DECISION = ['submitted', 'in_review'];

/** Up to `limit` checks due at `at` and not applied, the longest due first. */
export async function dueIdentityChecks(
  db: Db,
  at: Date,
  limit: number,
): Promise<Array<{ id: string; userId: string }>> {
  return db
    .select({ id: identityChecks.id, userId: identityChecks.userId })
    .from(identityChecks)
    .where(and(isNull(identityChecks.appliedAt), lte(identityChecks.dueAt, at)))
    .orderBy(asc(identityChecks.dueAt), asc(identityChecks.id))
    .limit(limit);
}

export type IdentityCheckOutcome = 'applied' | 'superseded' | 'taken';

/**
 * Applies one due check: 'taken' when another instance (or a newer check) got there first,
 * 'superseded' when the application had moved on (an operator decided), else 'applied'.
 */
export async function applyIdentityCheck(
  db: Db,
  check: { id: string; userId: string },
  at: Date,
): Promise<IdentityCheckOutcome> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, check.userId);
    const [row] = await tx
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.id, check.id), isNull(identityChecks.appliedAt)))
      .for('update', { skipLocked: true });
    if (!row || !application) return 'taken';
    await tx.update(identityChecks).set({ appliedAt: at }).where(eq(identityChecks.id, row.id));
    if (!AWAITING_DECISION.includes(application.status)) return 'superseded';
    await decide(tx, check.userId, application.status, {
      to: row.decision,
      reason: row.reason,
      requiredAction: row.requiredAction,
      actor: row.provider,
      now: at,
    });
    return 'applied';
  });
}
