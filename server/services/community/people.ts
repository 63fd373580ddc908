// People of the community: thought leaders, famous investors and featured
// contributors, a user's connections, and the public profile. Every answer is built for a reader:
// a part its owner keeps private is left out here, on the server, never hidden by the client.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  ConnectionsResponse,
  PersonSummary,
  ProfileKind,
  PublicProfile,
} from '@/contract/community';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { communityProfiles, follows, karmaTotals, posts } from '../../db/schema/community';
import { positions } from '../../db/schema/orders';
import type { CommunityDeps } from './deps';
import { followState, requireUser } from './follows';
import { type PostFilter, readPosts } from './post-query';
import { privacyOf } from './privacy';

/** Posts a profile shows of each kind. */
const PROFILE_POSTS = 10;

const followerCount = sql<number>`(SELECT count(*) FROM ${follows} f WHERE f.followee_id = ${users.id})::int`;

function summaries(db: Db, readerId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      kind: sql<ProfileKind>`COALESCE(${communityProfiles.kind}, 'member')`,
      bio: communityProfiles.bio,
      follower_count: followerCount,
      followed_by_me: sql<boolean>`EXISTS (SELECT 1 FROM ${follows} f WHERE f.followee_id = ${users.id} AND f.follower_id = ${readerId}::uuid)`,
    })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .$dynamic();
}

/** Thought leaders, famous investors or featured contributors; by followers, most first. */
export async function people(
  db: Db,
  readerId: string,
  kind: ProfileKind | undefined,
): Promise<{ people: PersonSummary[] }> {
  const rows = await summaries(db, readerId)
    .where(kind ? eq(communityProfiles.kind, kind) : ne(communityProfiles.kind, 'member'))
    .orderBy(desc(followerCount), users.name)
    .limit(100);
  return { people: rows };
}

export async function connections(db: Db, readerId: string): Promise<ConnectionsResponse> {
  const following = await summaries(db, readerId)
    .innerJoin(follows, eq(follows.followeeId, users.id))
    .where(eq(follows.followerId, readerId))
    .orderBy(desc(follows.createdAt));
  const followers = await summaries(db, readerId)
    .innerJoin(follows, eq(follows.followerId, users.id))
    .where(eq(follows.followeeId, readerId))
    .orderBy(desc(follows.createdAt));
  return {
    following: following.map((row) => row),
    followers: followers.map((row) => row),
  };
}

export async function publicProfile(
  deps: CommunityDeps,
  readerId: string,
  userId: string,
): Promise<PublicProfile> {
  const { db } = deps;
  await requireUser(db, userId);
  const [person] = await db
    .select({
      name: users.name,
      accountType: users.accountType,
      kind: communityProfiles.kind,
      bio: communityProfiles.bio,
      handle: communityProfiles.handle,
      karma: karmaTotals.total,
    })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .leftJoin(karmaTotals, eq(karmaTotals.userId, users.id))
    .where(eq(users.id, userId));
  const isMe = readerId === userId;
  const privacy = await privacyOf(db, userId);
  const [followingCount] = await db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.followerId, userId));
  const followed = await followState(db, readerId, userId);
  const profile: PublicProfile = {
    id: userId,
    name: person!.name,
    kind: person!.kind ?? 'member',
    bio: person!.bio ?? null,
    follower_count: followed.follower_count,
    following_count: followingCount!.n,
    karma_total: person!.karma ?? 0,
    ...(person!.handle ? { handle: person!.handle } : {}),
    followed_by_me: followed.following,
    is_me: isMe,
  };
  // Private parts are not fetched at all for another reader.
  const page = { limit: String(PROFILE_POSTS) };
  if (isMe || privacy.show_ideas) {
    profile.ideas = (await readPosts(deps, readerId, byAuthor('idea', userId), page)).items;
  }
  if (isMe || privacy.show_thoughts) {
    profile.thoughts = (await readPosts(deps, readerId, byAuthor('thought', userId), page)).items;
  }
  if (isMe || privacy.show_portfolio) {
    profile.portfolio = await portfolioWeights(deps, userId, person!.accountType);
  }
  return profile;
}

/** The portfolio as weights of its market value (basis points), never amounts or share counts. */
async function portfolioWeights(
  deps: CommunityDeps,
  userId: string,
  accountType: 'live' | 'simulated',
): Promise<Array<{ symbol: string; weight_bp: number }>> {
  const held = await deps.db
    .select({ symbol: positions.symbol, quantityE5: positions.quantityE5 })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.type, accountType),
        sql`${positions.quantityE5} > 0`,
      ),
    );
  if (held.length === 0) return [];
  const quotes = await deps.quotes.getQuotes(
    held.map((row) => row.symbol),
    deps.now(),
  );
  const values = held.map((row, i) => row.quantityE5 * quotes[i]!.priceUnits);
  const total = values.reduce((sum, value) => sum + value, 0);
  return held
    .map((row, i) => ({
      symbol: row.symbol,
      weight_bp: total > 0 ? Math.round((values[i]! * 10_000) / total) : 0,
    }))
    .sort((a, b) => b.weight_bp - a.weight_bp);
}

/** One author's ideas or thoughts, for their profile. */
function byAuthor(kind: 'idea' | 'thought', userId: string): PostFilter {
  return {
    key: `profile:${kind}`,
    where: and(eq(posts.userId, sql.placeholder('author')), eq(posts.kind, kind)),
    values: { author: userId },
  };
}
