// The operator's review: `npm run ops -- review <email> <status> [--reason "..."] [--action …]`
// (server/operator.ts) moves a submitted application through in_review, action_required, approved
// and rejected. With IDENTITY_PROVIDER=manual it is the only way an application is decided; with
// the sandbox the operator can still step in (decisions.ts). Approval opens the live brokerage
// account (accounts.status 'open').
import type { RequiredAction, ReviewDecision } from '@/contract/live-accounts';
import type { Db, Tx } from '../../db/client';
import { decide, lockApplication } from './decisions';
import { accountForEmail } from '../email-verification';

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
  requiredAction: RequiredAction | null = null,
): Promise<ReviewChange> {
  const email = emailInput.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const user = await accountForEmail(tx, email);
    if (!user) throw new ReviewError(`No account has the email ${email}.`);
    return reviewApplicationOf(tx, { userId: user.id, email }, decision, reason, requiredAction);
  });
}

/**
 * The same decision inside the caller's transaction, for a member already found (the operators'
 * console, which records its audit entry in that transaction too).
 */
export async function reviewApplicationOf(
  tx: Tx,
  { userId, email }: { userId: string; email: string },
  decision: ReviewDecision,
  reason: string | null,
  requiredAction: RequiredAction | null,
  now: Date = new Date(),
): Promise<ReviewChange> {
  const application = await lockApplication(tx, userId);
  if (!application || application.status === 'draft') {
    throw new ReviewError(`${email} has not submitted a live-account application.`);
  }
  const from = application.status;
  const base = { email, userId, from, to: decision, liveAccountId: null };
  if (from === decision) return { ...base, changed: false };
  if (!ALLOWED[from]?.includes(decision)) {
    throw new ReviewError(`The application of ${email} is ${from}; it cannot become ${decision}.`);
  }
  if (decision === 'action_required' && (!reason || !requiredAction)) {
    throw new ReviewError(
      'action_required needs --reason "…" telling the applicant what to fix and --action ' +
        'resubmit_address or upload_documents.',
    );
  }
  const liveAccountId = await decide(tx, userId, from, {
    to: decision,
    reason,
    requiredAction,
    actor: 'operator',
    now,
  });
  return { ...base, changed: true, liveAccountId };
}
