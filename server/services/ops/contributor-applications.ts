// Contributor applications in the operators' console (DESIGN.md "Operators"): the pending ones,
// oldest first, and the decision. Approval makes the member a featured contributor (their
// community profile's kind and bio); their URL name, /app/viewpoint_contributors/{handle} (spec
// §2), is the handle every profile has for mentions (community/handles.ts), made now if they have
// no profile yet. A decline says why. The decision, the profile, the member's notification and
// the audit record commit together; a decided application leaves the queue.
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  OpsContributorApplicationQueue,
  OpsContributorApplicationResponse,
  OpsContributorDecisionRequest,
} from '@/contract/contributor-applications';
import type { Db, Tx } from '../../db/client';
import { communityProfiles, contributorApplications, users } from '../../db/schema';
import { conflict, invalidInput, notFound } from '../../errors';
import { shapeApplication } from '../community/contributor-applications';
import { ensureProfile } from '../community/profiles';
import { plainText } from '../community/sanitize';
import { raiseNotification } from '../notifications/raise';
import { recordOperatorAction } from './audit';

const MANAGE_PATH = '/app/viewpoint_contributors/manage';

export async function opsContributorApplications(db: Db): Promise<OpsContributorApplicationQueue> {
  const rows = await db
    .select({ application: contributorApplications, name: users.name, email: users.email })
    .from(contributorApplications)
    .innerJoin(users, eq(users.id, contributorApplications.userId))
    .where(eq(contributorApplications.state, 'pending'))
    .orderBy(asc(contributorApplications.createdAt))
    .limit(200);
  return {
    applications: rows.map(({ application, name, email }) => ({
      id: application.id,
      user_id: application.userId,
      name,
      email,
      created_at: application.createdAt.toISOString(),
      samples: application.samples,
    })),
  };
}

export async function opsContributorApplication(
  db: Db | Tx,
  id: string,
): Promise<OpsContributorApplicationResponse> {
  const operator = alias(users, 'operator');
  const [row] = await db
    .select({
      application: contributorApplications,
      name: users.name,
      email: users.email,
      decidedBy: operator.email,
      handle: communityProfiles.handle,
    })
    .from(contributorApplications)
    .innerJoin(users, eq(users.id, contributorApplications.userId))
    .leftJoin(operator, eq(operator.id, contributorApplications.decidedBy))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, contributorApplications.userId))
    .where(eq(contributorApplications.id, id));
  if (!row) throw notFound('No contributor application has this id.', 'id');
  const { application, name, email, decidedBy, handle } = row;
  return {
    application: {
      ...shapeApplication(application),
      user_id: application.userId,
      name,
      email,
      decided_by: decidedBy,
      handle: application.state === 'approved' ? handle : null,
    },
  };
}

export async function decideContributorApplication(
  db: Db,
  operatorId: string,
  id: string,
  input: OpsContributorDecisionRequest,
  at: Date,
): Promise<OpsContributorApplicationResponse> {
  const note = input.note === undefined ? null : plainText(input.note) || null;
  // The member reads why they were declined (on /manage and in the notification).
  if (input.decision === 'decline' && !note) {
    throw invalidInput('note is required to decline: the member reads why.', 'note');
  }
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        userId: contributorApplications.userId,
        state: contributorApplications.state,
        bio: contributorApplications.bio,
      })
      .from(contributorApplications)
      .where(eq(contributorApplications.id, id))
      .for('update');
    if (!application) throw notFound('No contributor application has this id.', 'id');
    if (application.state !== 'pending') {
      throw conflict(`This application was ${application.state} already.`, 'decision');
    }
    const approved = input.decision === 'approve';
    let handle: string | null = null;
    if (approved) {
      await ensureProfile(tx, application.userId);
      const [profile] = await tx
        .update(communityProfiles)
        .set({ kind: 'featured_contributor', bio: application.bio })
        .where(eq(communityProfiles.userId, application.userId))
        .returning({ handle: communityProfiles.handle });
      handle = profile?.handle ?? null;
    }
    await tx
      .update(contributorApplications)
      .set({
        state: approved ? 'approved' : 'declined',
        decidedBy: operatorId,
        decidedAt: at,
        decisionNote: note,
      })
      .where(and(eq(contributorApplications.id, id), eq(contributorApplications.state, 'pending')));
    await raiseNotification(tx, {
      userId: application.userId,
      kind: 'contributor_decided',
      title: approved
        ? 'You are a featured contributor'
        : 'Your contributor application was declined',
      body: approved
        ? `You can publish viewpoints now.${note ? ` The operator’s note: “${note}”` : ''}`
        : `The operator’s note: “${note}” You may apply again.`,
      path: MANAGE_PATH,
      at,
    });
    await recordOperatorAction(tx, {
      operatorId,
      action: `contributor.${input.decision}`,
      subjectType: 'contributor_application',
      subjectId: id,
      detail: { user_id: application.userId, ...(handle ? { handle } : {}) },
      at,
    });
  });
  return opsContributorApplication(db, id);
}
