// The review queue: a submitted application moves through in_review,
// action_required, approved and rejected only by the operator command
// `npm run ops -- review <email> <status> [--reason "..."]` (server/operator.ts). Approval opens
// the live brokerage account (accounts.status 'open').
import { and, eq, ne } from 'drizzle-orm';
import type { ReviewDecision } from '@/contract/live-accounts';
import type { Db } from '../../db/client';
import { accounts, liveAccountApplications, liveAccountReviewEvents, users } from '../../db/schema';

/** Which decisions each stored status allows. approved and rejected are final. */
const ALLOWED: Record<string, readonly ReviewDecision[]> = {
  draft: [],
  submitted: ['in_review', 'action_required', 'approved', 'rejected'],
  in_review: ['action_required', 'approved', 'rejected'],
  action_required: ['in_review', 'approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** A decision the queue refuses (exit status 1 from the command, nothing written). */
export class ReviewError extends Error {}

export interface ReviewChange {
  email: string;
  userId: string;
  from: string;
  to: ReviewDecision;
  /** False when the application already had this status (nothing written). */
  changed: boolean;
  /** Set when the decision was approval: the live account now open. */
  liveAccountId: string | null;
}

export async function reviewApplication(
  db: Db,
  emailInput: string,
  decision: ReviewDecision,
  reason: string | null,
): Promise<ReviewChange> {
  const email = emailInput.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new ReviewError(`No account has the email ${email}.`);
    const [application] = await tx
      .select()
      .from(liveAccountApplications)
      .where(eq(liveAccountApplications.userId, user.id))
      .for('update');
    if (!application || application.status === 'draft') {
      throw new ReviewError(`${email} has not submitted a live-account application.`);
    }
    const from = application.status;
    const base = { email, userId: user.id, from, to: decision, liveAccountId: null };
    if (from === decision) return { ...base, changed: false };
    if (!ALLOWED[from]?.includes(decision)) {
      throw new ReviewError(
        `The application of ${email} is ${from}; it cannot become ${decision}.`,
      );
    }
    if (decision === 'action_required' && !reason) {
      throw new ReviewError(
        'action_required needs --reason "…" telling the applicant what to fix.',
      );
    }
    const now = new Date();
    await tx
      .update(liveAccountApplications)
      .set({ status: decision, reviewReason: reason, reviewedAt: now, updatedAt: now })
      .where(eq(liveAccountApplications.userId, user.id));
    await tx.insert(liveAccountReviewEvents).values({
      userId: user.id,
      fromStatus: from,
      toStatus: decision,
      reason,
      actor: 'operator',
    });
    const liveAccountId = decision === 'approved' ? await openLiveAccount(tx, user.id) : null;
    return { ...base, changed: true, liveAccountId };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
