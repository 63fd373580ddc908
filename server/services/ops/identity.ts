// The identity review queue of the operators' console (spec §3, §4; DESIGN.md "Operators"): the
// applications a review can still move, one application with the applicant's answers, documents
// and review history, a document's bytes, and a decision. The applicant's identity is shown to
// operators only (the routes are `auth: 'operator'`), its number as the last four; reading an
// application or a document and deciding are each written to the audit log, in the same
// transaction as a decision. Deciding goes through the same rules as `npm run ops -- review`
// (live-accounts/review.ts): with IDENTITY_PROVIDER=manual this queue is where applications are
// decided; with the sandbox an operator may still step in before it does.
import { and, asc, count, eq, inArray, isNull, min, ne } from 'drizzle-orm';
import {
  OPS_REVIEWABLE_STATUSES,
  type OpsIdentityDecisionRequest,
  type OpsIdentityQueue,
  type OpsIdentityReviewResponse,
} from '@/contract/ops';
import type { AddressStep, IdentityStep, NameStep } from '@/contract/live-accounts';
import type { Db } from '../../db/client';
import {
  identityChecks,
  liveAccountApplications,
  liveAccountDocuments,
  liveAccountReviewEvents,
  users,
} from '../../db/schema';
import { conflict, invalidInput, notFound } from '../../errors';
import { readSteps } from '../live-accounts/answers';
import type { LiveAccountDeps } from '../live-accounts/deps';
import { listDocuments, readDocument } from '../live-accounts/documents';
import { ReviewError, reviewApplicationOf } from '../live-accounts/review';
import { recordOperatorAction } from './audit';

type Summary = OpsIdentityQueue['applications'][number];
const NO_APPLICATION = 'There is no application to review for this member.';

/** The queue (userId null), or one member's submitted application whatever its status. */
async function summaries(db: Db, userId: string | null): Promise<Summary[]> {
  const pending = db
    .select({ userId: identityChecks.userId, dueAt: min(identityChecks.dueAt).as('due_at') })
    .from(identityChecks)
    .where(isNull(identityChecks.appliedAt))
    .groupBy(identityChecks.userId)
    .as('pending');
  const documents = db
    .select({ userId: liveAccountDocuments.userId, count: count().as('documents') })
    .from(liveAccountDocuments)
    .groupBy(liveAccountDocuments.userId)
    .as('documents');
  const rows = await db
    .select({
      userId: liveAccountApplications.userId,
      email: users.email,
      name: users.name,
      status: liveAccountApplications.status,
      submittedAt: liveAccountApplications.submittedAt,
      documents: documents.count,
      dueAt: pending.dueAt,
    })
    .from(liveAccountApplications)
    .innerJoin(users, eq(users.id, liveAccountApplications.userId))
    .leftJoin(pending, eq(pending.userId, liveAccountApplications.userId))
    .leftJoin(documents, eq(documents.userId, liveAccountApplications.userId))
    .where(
      and(
        userId
          ? and(
              eq(liveAccountApplications.userId, userId),
              ne(liveAccountApplications.status, 'draft'),
            )
          : inArray(liveAccountApplications.status, [...OPS_REVIEWABLE_STATUSES]),
      ),
    )
    .orderBy(asc(liveAccountApplications.submittedAt), asc(liveAccountApplications.userId));
  return rows.map((row) => ({
    user_id: row.userId,
    email: row.email,
    name: row.name,
    status: row.status as Summary['status'],
    submitted_at: row.submittedAt?.toISOString() ?? null,
    documents: Number(row.documents ?? 0),
    provider_decision_at: row.dueAt ? new Date(row.dueAt).toISOString() : null,
  }));
}

export async function opsIdentityQueue(db: Db): Promise<OpsIdentityQueue> {
  return { applications: await summaries(db, null) };
}

/** The application as the reviewer sees it; `audit` false when a decision just recorded its own. */
export async function opsIdentityReview(
  deps: LiveAccountDeps,
  operatorId: string,
  userId: string,
  audit = true,
): Promise<OpsIdentityReviewResponse> {
  const [summary] = await summaries(deps.db, userId);
  const [application] = await deps.db
    .select()
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId));
  if (!summary || !application) throw notFound(NO_APPLICATION, 'user_id');
  const steps = await readSteps(deps.db, deps.key, userId);
  const name = steps.get('name') as NameStep | undefined;
  const address = steps.get('address') as AddressStep | undefined;
  const identity = steps.get('identity') as IdentityStep | undefined;
  const phone = steps.get('phone') as { phone: string } | undefined;
  const birth = steps.get('date_of_birth') as { date_of_birth: string } | undefined;
  const events = await deps.db
    .select()
    .from(liveAccountReviewEvents)
    .where(eq(liveAccountReviewEvents.userId, userId))
    .orderBy(asc(liveAccountReviewEvents.createdAt), asc(liveAccountReviewEvents.id));
  if (audit) {
    await recordOperatorAction(deps.db, {
      operatorId,
      action: 'identity.view',
      subjectType: 'live_account_application',
      subjectId: userId,
      at: deps.now(),
    });
  }
  return {
    application: {
      ...summary,
      review_reason: application.reviewReason,
      required_action: application.requiredAction,
      applicant: {
        legal_name: name
          ? [name.first_name, name.middle_name, name.last_name].filter(Boolean).join(' ')
          : null,
        date_of_birth: birth?.date_of_birth ?? null,
        address: address
          ? [address.street, address.unit, address.city, `${address.state} ${address.postal_code}`]
              .filter(Boolean)
              .join(', ')
          : null,
        phone: phone?.phone ?? null,
        citizenship: identity?.citizenship ?? null,
        tax_id_last_four: identity ? identity.tax_id.replace(/\D/g, '').slice(-4) : null,
      },
      uploaded: await listDocuments(deps.db, userId),
      events: events.map((event) => ({
        from: event.fromStatus,
        to: event.toStatus,
        reason: event.reason,
        actor: event.actor,
        at: event.createdAt.toISOString(),
      })),
    },
  };
}

/** One uploaded document's bytes and type, for an application still in the queue's reach. */
export async function opsIdentityDocument(
  deps: LiveAccountDeps,
  operatorId: string,
  userId: string,
  documentId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const [document] = await deps.db
    .select()
    .from(liveAccountDocuments)
    .where(and(eq(liveAccountDocuments.id, documentId), eq(liveAccountDocuments.userId, userId)));
  if (!document) throw notFound('There is no such document.', 'document_id');
  const bytes = await readDocument(deps, userId, documentId);
  await recordOperatorAction(deps.db, {
    operatorId,
    action: 'identity.document_view',
    subjectType: 'live_account_document',
    subjectId: documentId,
    detail: { user_id: userId, kind: document.kind },
    at: deps.now(),
  });
  return { contentType: document.contentType, bytes };
}

export async function decideIdentityReview(
  deps: LiveAccountDeps,
  operatorId: string,
  userId: string,
  input: OpsIdentityDecisionRequest,
): Promise<OpsIdentityReviewResponse> {
  const reason = input.reason?.trim() || null;
  if ((input.decision === 'action_required' || input.decision === 'rejected') && !reason) {
    throw invalidInput('reason is required to ask for an action or to reject.', 'reason');
  }
  if (input.decision === 'action_required' && !input.required_action) {
    throw invalidInput('required_action is required to ask for an action.', 'required_action');
  }
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound(NO_APPLICATION, 'user_id');
    try {
      const change = await reviewApplicationOf(
        tx,
        { userId, email: user.email },
        input.decision,
        reason,
        input.decision === 'action_required' ? (input.required_action ?? null) : null,
        at,
      );
      await recordOperatorAction(tx, {
        operatorId,
        action: 'identity.decide',
        subjectType: 'live_account_application',
        subjectId: userId,
        detail: { from: change.from, to: change.to, changed: change.changed },
        at,
      });
    } catch (error) {
      if (error instanceof ReviewError) {
        const draft = error.message.includes('has not submitted');
        if (draft) throw notFound(NO_APPLICATION, 'user_id');
        throw conflict(error.message, 'decision');
      }
      throw error;
    }
  });
  return opsIdentityReview(deps, operatorId, userId, false);
}
