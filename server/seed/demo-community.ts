// Seeds the demo community on a fresh install: people with profiles, their
// ideas (priced at the moment they were posted, so grades are real), pro/con thoughts, follows,
// agreements and the karma those earned. One transaction: a start that dies half-way leaves
// nothing, and the next start seeds again. Fixed ids make a second run a no-op.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { communityProfiles, follows, postVotes, posts } from '../db/schema/community';
import { viewpoints } from '../db/schema/viewpoints';
import { BENCHMARK_SYMBOL, type QuoteProvider } from '../market';
import { DEFAULT_PAPER_STARTING_CASH_CENTS, openPaperAccount } from '../services/accounts';
import { awardKarma } from '../services/community/karma';
import { KARMA_POINTS } from '../services/community/deps';
import { slugFor } from '../services/community/sanitize';
import { hashPassword } from '../services/passwords';
import { DEMO_PEOPLE, demoEmail, demoUserId } from './demo-people';
import { DEMO_FOLLOWS, DEMO_IDEAS } from './demo-ideas';
import { DEMO_THOUGHTS } from './demo-thoughts';
import { DEMO_VIEWPOINTS } from './demo-viewpoints';

const DAY_MS = 86_400_000;

export interface SeedDeps {
  db: Db;
  quotes: QuoteProvider;
  now: Date;
  karmaDailyMax: number;
}

/** True when it seeded; false when the demo people were already there. */
export async function seedDemoCommunity(deps: SeedDeps): Promise<boolean> {
  const { db } = deps;
  const [present] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, demoUserId(1)));
  if (present) return false;
  // Nobody can log in as a demo person: the password is random and thrown away.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const prices = await ideaPrices(deps);
  await db.transaction(async (tx) => {
    for (const person of DEMO_PEOPLE) {
      const id = demoUserId(person.n);
      await tx.insert(users).values({
        id,
        email: demoEmail(person.n),
        name: person.name,
        passwordHash,
        accountTypeChosen: true,
        createdAt: new Date(deps.now.getTime() - 90 * DAY_MS),
      });
      // The demo people hold the default starting cash, whatever this server gives newcomers.
      await openPaperAccount(tx, id, DEFAULT_PAPER_STARTING_CASH_CENTS);
      await tx.insert(communityProfiles).values({
        userId: id,
        kind: person.kind,
        bio: person.bio,
        // Mentioned as @maya-lindqvist; featured contributors are reached by it as well:
        // /app/viewpoint_contributors/maya-lindqvist. The demo names are all different.
        handle: slugFor(person.name),
      });
    }
    for (const viewpoint of DEMO_VIEWPOINTS) {
      await tx.insert(viewpoints).values({
        contributorId: demoUserId(viewpoint.by),
        title: viewpoint.title,
        body: viewpoint.body,
        subscriberOnly: viewpoint.subscriberOnly,
        createdAt: postedAt(deps.now, viewpoint.daysAgo, viewpoint.by),
      });
    }
    for (const [follower, followee] of DEMO_FOLLOWS) {
      await tx.insert(follows).values({
        followerId: demoUserId(follower),
        followeeId: demoUserId(followee),
      });
    }
    // Oldest first, so ids grow with time as they do for real posts (feeds order by id).
    const entries = [
      ...DEMO_IDEAS.map((idea, i) => ({ at: postedAt(deps.now, idea.daysAgo, i), idea })),
      ...DEMO_THOUGHTS.map((thought, i) => ({
        at: postedAt(deps.now, thought.daysAgo, i),
        thought,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const entry of entries) {
      const { at } = entry;
      if ('idea' in entry) {
        const { idea } = entry;
        const price = prices.get(`${idea.symbol}@${at.toISOString()}`)!;
        const [row] = await tx
          .insert(posts)
          .values({
            userId: demoUserId(idea.by),
            kind: 'idea',
            symbol: idea.symbol,
            body: idea.note ?? null,
            ideaType: idea.type,
            expectedReturnPct: idea.expectedReturnPct ?? null,
            horizonDays: idea.horizonDays ?? null,
            postedPriceE4: price.stock,
            benchmarkPriceE4: price.benchmark,
            createdAt: at,
          })
          .returning({ id: posts.id });
        await awardKarma(
          tx,
          {
            userId: demoUserId(idea.by),
            reference: `idea_posted:${row!.id}`,
            points: KARMA_POINTS.ideaPosted,
          },
          at,
          deps.karmaDailyMax,
        );
        continue;
      }
      const { thought } = entry;
      // The author's followers agree; that is what following someone you rate looks like.
      const agreers = DEMO_FOLLOWS.filter(([, followee]) => followee === thought.by).map(
        ([f]) => f,
      );
      const [row] = await tx
        .insert(posts)
        .values({
          userId: demoUserId(thought.by),
          kind: 'thought',
          symbol: thought.symbol,
          body: thought.text,
          proOrCon: thought.side,
          slug: slugFor(thought.text),
          agreeCount: agreers.length,
          createdAt: at,
        })
        .returning({ id: posts.id });
      const author = demoUserId(thought.by);
      await awardKarma(
        tx,
        {
          userId: author,
          reference: `thought_posted:${row!.id}`,
          points: KARMA_POINTS.thoughtPosted,
        },
        at,
        deps.karmaDailyMax,
      );
      for (const agreer of agreers) {
        await tx
          .insert(postVotes)
          .values({ postId: row!.id, userId: demoUserId(agreer), vote: 'agree' });
        await awardKarma(
          tx,
          {
            userId: author,
            reference: `thought_agreed:${row!.id}:${demoUserId(agreer)}`,
            points: KARMA_POINTS.thoughtAgreed,
          },
          at,
          deps.karmaDailyMax,
        );
      }
    }
  });
  return true;
}

/** Spread over the day so two posts never share an instant: 14:00 UTC plus a few minutes each. */
function postedAt(now: Date, daysAgo: number, index: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(14, 0, 0, 0);
  const at = new Date(day.getTime() + index * 7 * 60_000);
  return at > now ? new Date(now.getTime() - (index + 1) * 60_000) : at;
}

/** Each idea's price and the benchmark's at the moment it was posted, fetched before the writes. */
async function ideaPrices(deps: SeedDeps) {
  const prices = new Map<string, { stock: number; benchmark: number }>();
  for (const [i, idea] of DEMO_IDEAS.entries()) {
    const at = postedAt(deps.now, idea.daysAgo, i);
    const [stock, benchmark] = await deps.quotes.getQuotes([idea.symbol, BENCHMARK_SYMBOL], at);
    prices.set(`${idea.symbol}@${at.toISOString()}`, {
      stock: stock!.priceUnits,
      benchmark: benchmark!.priceUnits,
    });
  }
  return prices;
}
