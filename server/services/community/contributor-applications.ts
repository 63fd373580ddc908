// A member's application to become a featured contributor (src/contract/contributor-applications.ts):
// a profile, 1–3 sample viewpoints and a disclosure, all stored as plain text (markup stripped, as
// every post is). One pending application at a time (a unique index decides two sent at once); a
// featured contributor does not apply; a declined member may apply again. The operator's side is
// server/services/ops/contributor-applications.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ContributorApplication,
  ContributorApplicationRequest,
  MyContributorApplication,
} from '@/contract/contributor-applications';
import type { Db } from '../../db/client';
import { communityProfiles, contributorApplications } from '../../db/schema';
import { isUniqueViolation } from '../../db/constraint-violation';
import { conflict, invalidInput } from '../../errors';
import { plainText } from './sanitize';

type ApplicationRow = typeof contributorApplications.$inferSelect;

export function shapeApplication(row: ApplicationRow): ContributorApplication {
  return {
    id: row.id,
    state: row.state,
    bio: row.bio,
    samples: row.samples,
    disclosure: row.disclosure,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
  };
}

/** The text with markup removed; refused, naming the field, when nothing but markup was sent. */
function stripped(value: string, field: string): string {
  const text = plainText(value);
  if (!text) throw invalidInput(`${field} must contain text (markup is removed).`, field);
  return text;
}

/** The member's handle when they are a featured contributor already (seeded or approved). */
async function contributorHandle(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ kind: communityProfiles.kind, handle: communityProfiles.handle })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId));
  return profile?.kind === 'featured_contributor' && profile.handle ? profile.handle : null;
}

export async function myContributorApplication(
  db: Db,
  userId: string,
): Promise<MyContributorApplication> {
  const [row] = await db
    .select()
    .from(contributorApplications)
    .where(eq(contributorApplications.userId, userId))
    // The pending one if any (it is always the newest), else the latest decided.
    .orderBy(
      desc(sql`${contributorApplications.state} = 'pending'`),
      desc(contributorApplications.createdAt),
      desc(contributorApplications.decidedAt),
    )
    .limit(1);
  return {
    application: row ? shapeApplication(row) : null,
    contributor_handle: await contributorHandle(db, userId),
  };
}

export async function applyToContribute(
  db: Db,
  userId: string,
  request: ContributorApplicationRequest,
  now: Date,
): Promise<MyContributorApplication> {
  // Everything is checked before anything is written: bad input writes nothing.
  const bio = stripped(request.bio, 'bio');
  const samples = request.samples.map((sample, i) => ({
    title: stripped(sample.title, `samples.${i}.title`),
    body: stripped(sample.body, `samples.${i}.body`),
  }));
  const disclosure = stripped(request.disclosure, 'disclosure');
  if (await contributorHandle(db, userId)) {
    throw conflict('You are a featured contributor already: publish your viewpoints instead.');
  }
  const [pending] = await db
    .select({ id: contributorApplications.id })
    .from(contributorApplications)
    .where(
      and(eq(contributorApplications.userId, userId), eq(contributorApplications.state, 'pending')),
    );
  if (pending) throw alreadyPending();
  try {
    await db
      .insert(contributorApplications)
      .values({ userId, bio, samples, disclosure, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyPending();
    throw error;
  }
  return myContributorApplication(db, userId);
}

const alreadyPending = () =>
  conflict(
    'Your contributor application is already waiting for an operator’s decision: you can apply again only once it is decided.',
  );
