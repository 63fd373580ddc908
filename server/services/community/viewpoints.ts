// Viewpoints. Who may read a viewpoint's text is decided here: the contributor, a subscriber
// inside the paid period, or anyone when it is not subscriber-only. Everyone else gets it locked:
// the title and a teaser, never the body (the client cannot unlock what it never got).
// Subscriptions are bought through server/services/payments; a cancelled one still reads until
// its current_period_end, then it has lapsed.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type Contributor,
  type ContributorList,
  type ContributorPage,
  type CreateViewpointRequest,
  type Viewpoint,
  VIEWPOINT_TEASER_CHARS,
} from '@/contract/viewpoints';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { communityProfiles } from '../../db/schema/community';
import { viewpointSubscriptions, viewpoints } from '../../db/schema/viewpoints';
import { invalidInput, forbidden, notFound } from '../../errors';
import { plainText } from './sanitize';

type ViewpointRow = typeof viewpoints.$inferSelect;

/**
 * A subscription in force at `now`: its paid period has not ended (cancelled or not), or it is an
 * active row from before payments existed (no period end: open-ended).
 */
const inForce = (now: Date) =>
  sql`((s.current_period_end IS NULL AND s.status = 'active') OR s.current_period_end > ${now.toISOString()}::timestamptz)`;

const activeSubscriptions = (contributorId: unknown, now: Date) =>
  sql<number>`(SELECT count(*) FROM ${viewpointSubscriptions} s WHERE s.contributor_id = ${contributorId} AND ${inForce(now)})::int`;

function contributorQuery(db: Db, readerId: string, now: Date) {
  return db
    .select({
      id: users.id,
      name: users.name,
      handle: communityProfiles.handle,
      bio: communityProfiles.bio,
      subscriber_count: activeSubscriptions(users.id, now),
      viewpoint_count: sql<number>`(SELECT count(*) FROM ${viewpoints} v WHERE v.contributor_id = ${users.id})::int`,
      subscribed: sql<boolean>`EXISTS (SELECT 1 FROM ${viewpointSubscriptions} s WHERE s.contributor_id = ${users.id} AND s.subscriber_id = ${readerId}::uuid AND ${inForce(now)})`,
    })
    .from(users)
    .innerJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .$dynamic();
}

type ContributorRow = Awaited<ReturnType<ReturnType<typeof contributorQuery>['execute']>>[number];

function shape(row: ViewpointRow, canRead: boolean): Viewpoint {
  const locked = row.subscriberOnly && !canRead;
  const teaser = [...row.body].slice(0, VIEWPOINT_TEASER_CHARS).join('');
  return {
    id: String(row.id),
    title: row.title,
    created_at: row.createdAt.toISOString(),
    subscriber_only: row.subscriberOnly,
    locked,
    body: locked ? null : row.body,
    teaser: teaser.length < row.body.length ? `${teaser.trimEnd()}…` : teaser,
  };
}

async function withLatest(db: Db, readerId: string, row: ContributorRow): Promise<Contributor> {
  const [latest] = await db
    .select()
    .from(viewpoints)
    .where(eq(viewpoints.contributorId, row.id))
    .orderBy(desc(viewpoints.id))
    .limit(1);
  const canRead = row.subscribed || row.id === readerId;
  return { ...row, handle: row.handle!, latest: latest ? shape(latest, canRead) : null };
}

const featured = and(
  eq(communityProfiles.kind, 'featured_contributor'),
  sql`${communityProfiles.handle} IS NOT NULL`,
);

export async function featuredContributors(
  db: Db,
  readerId: string,
  now = new Date(),
): Promise<ContributorList> {
  const rows = await contributorQuery(db, readerId, now)
    .where(featured)
    .orderBy(desc(activeSubscriptions(users.id, now)), users.name);
  return { contributors: await Promise.all(rows.map((row) => withLatest(db, readerId, row))) };
}

/**
 * /app/viewpoint_contributors/manage: the subscriptions the reader can still cancel (in force and
 * not cancelled). A cancelled one still reads until its period ends; /app/subscriptions lists it
 * with its end date and renew.
 */
export async function mySubscriptions(
  db: Db,
  readerId: string,
  now = new Date(),
): Promise<ContributorList> {
  const list = await featuredContributors(db, readerId, now);
  const active = await db
    .select({ id: viewpointSubscriptions.contributorId })
    .from(viewpointSubscriptions)
    .where(
      and(
        eq(viewpointSubscriptions.subscriberId, readerId),
        eq(viewpointSubscriptions.status, 'active'),
      ),
    );
  const ids = new Set(active.map((row) => row.id));
  return {
    contributors: list.contributors.filter((c) => c.subscribed && ids.has(c.id)),
  };
}

export async function contributorPage(
  db: Db,
  readerId: string,
  handle: string,
  now = new Date(),
): Promise<ContributorPage> {
  const [row] = await contributorQuery(db, readerId, now).where(
    and(featured, eq(communityProfiles.handle, handle)),
  );
  if (!row) throw notFound(`There is no featured contributor called ${handle}.`, 'name');
  const rows = await db
    .select()
    .from(viewpoints)
    .where(eq(viewpoints.contributorId, row.id))
    .orderBy(desc(viewpoints.id))
    .limit(50);
  const canRead = row.subscribed || row.id === readerId;
  return {
    contributor: await withLatest(db, readerId, row),
    viewpoints: rows.map((viewpoint) => shape(viewpoint, canRead)),
  };
}

export async function publishViewpoint(
  db: Db,
  userId: string,
  request: CreateViewpointRequest,
): Promise<{ viewpoint: Viewpoint }> {
  const [profile] = await db
    .select({ kind: communityProfiles.kind, handle: communityProfiles.handle })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId));
  if (profile?.kind !== 'featured_contributor' || !profile.handle) {
    throw forbidden('Only featured contributors publish viewpoints.');
  }
  const title = plainText(request.title);
  const body = plainText(request.body);
  if (!title) throw invalidInput('title must contain text (markup is removed).', 'title');
  if (!body) throw invalidInput('body must contain text (markup is removed).', 'body');
  const [row] = await db
    .insert(viewpoints)
    .values({ contributorId: userId, title, body, subscriberOnly: request.subscriber_only ?? true })
    .returning();
  return { viewpoint: shape(row!, true) };
}

/**
 * Idempotent. No refund: the paid period runs to its end and the viewpoints read until then;
 * renewing inside it takes the cancellation back without a charge.
 */
export async function cancelSubscription(
  db: Db,
  readerId: string,
  contributorId: string,
  now = new Date(),
): Promise<ContributorList> {
  await db
    .update(viewpointSubscriptions)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(viewpointSubscriptions.subscriberId, readerId),
        eq(viewpointSubscriptions.contributorId, contributorId),
        eq(viewpointSubscriptions.status, 'active'),
      ),
    );
  return mySubscriptions(db, readerId, now);
}
