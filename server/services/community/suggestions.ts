// People to follow, for a member whose Following feed is empty: members who post about the
// securities the reader holds or watches (what they already care about, from posts the reader may
// see, in the last SUGGESTION_WINDOW_DAYS), then thought leaders. Never the reader, never someone
// they follow already; each with why they are suggested.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PersonSummary, SuggestedPeople } from '@/contract/community';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { communityProfiles, follows, posts, privacySettings } from '../../db/schema/community';
import { positions, watchlistItems } from '../../db/schema/orders';
import { people } from './people';
import { visibleIdeaOrThought } from './privacy';

const SUGGESTION_WINDOW_DAYS = 30;
/** Members first, then thought leaders, to this many in all: a screen's worth. */
const SUGGESTIONS_MAX = 8;
const ACTIVE_MEMBERS_MAX = 5;

export async function suggestedPeople(
  db: Db,
  readerId: string,
  now: Date,
): Promise<SuggestedPeople> {
  const reader = sql`${readerId}::uuid`;
  const held = db
    .select({ symbol: positions.symbol })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(and(eq(accounts.userId, readerId), sql`${positions.quantityE5} > 0`));
  const watched = db
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, readerId));
  const since = new Date(now.getTime() - SUGGESTION_WINDOW_DAYS * 86_400_000);
  const active = await db
    .select({
      userId: posts.userId,
      symbols: sql<string[]>`array_agg(DISTINCT ${posts.symbol} ORDER BY ${posts.symbol})`,
      heldSymbols: sql<
        string[]
      >`array_agg(DISTINCT ${posts.symbol}) FILTER (WHERE ${posts.symbol} IN ${held})`,
    })
    .from(posts)
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, posts.userId))
    .where(
      and(
        visibleIdeaOrThought(readerId),
        sql`${posts.userId} <> ${reader}`,
        sql`${posts.createdAt} > ${since.toISOString()}::timestamptz`,
        sql`COALESCE(${communityProfiles.kind}, 'member') = 'member'`,
        sql`(${posts.symbol} IN ${held} OR ${posts.symbol} IN ${watched})`,
        sql`NOT EXISTS (SELECT 1 FROM ${follows} f WHERE f.follower_id = ${reader} AND f.followee_id = ${posts.userId})`,
      ),
    )
    .groupBy(posts.userId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${posts.id})`))
    .limit(ACTIVE_MEMBERS_MAX);

  const members = active.length
    ? await summariesOf(
        db,
        readerId,
        active.map((row) => row.userId),
      )
    : [];
  const suggested = active.flatMap((row) => {
    const person = members.find((member) => member.id === row.userId);
    if (!person) return [];
    const symbols = row.symbols.slice(0, 3).join(', ');
    const holds = (row.heldSymbols ?? []).length > 0;
    return [{ ...person, reason: `Posts about ${symbols}, which you ${holds ? 'hold' : 'watch'}` }];
  });
  const leaders = (await people(db, readerId, 'thought_leader')).people
    .filter((person) => !person.followed_by_me && person.id !== readerId)
    .slice(0, SUGGESTIONS_MAX - suggested.length)
    .map((person) => ({ ...person, reason: 'Thought leader' }));
  return { people: [...suggested, ...leaders] };
}

async function summariesOf(db: Db, readerId: string, ids: string[]): Promise<PersonSummary[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      kind: sql<PersonSummary['kind']>`COALESCE(${communityProfiles.kind}, 'member')`,
      bio: communityProfiles.bio,
      follower_count: sql<number>`(SELECT count(*) FROM ${follows} f WHERE f.followee_id = ${users.id})::int`,
      followed_by_me: sql<boolean>`false`,
    })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}
