// Writing posts: an idea records the prices it is graded from, a
// thought is stored as plain text with a slug, and each earns its author karma in the same
// transaction, so a post and its XP exist together or not at all. The author's pace (pace.ts)
// refuses the same post twice in a row and more than an hour's worth. `$AAPL` and `@handle` in
// the text are stored as spans (mentions.ts) and the members named are told. Replies: replies.ts.
import {
  type CreateIdeaRequest,
  type CreateThoughtRequest,
  type KarmaState,
  type PostCreated,
  THOUGHT_MIN_CHARS,
} from '@/contract/community';
import { posts } from '../../db/schema/community';
import { invalidInput } from '../../errors';
import { BENCHMARK_SYMBOL } from '../../market';
import { resolveSymbol } from '../market/securities';
import { answerOnce, type StoredResponse } from '../idempotency';
import { type CommunityDeps, KARMA_POINTS } from './deps';
import { awardKarma } from './karma';
import { findMentions, nameOf, tellMentioned } from './mentions';
import { checkAuthorPace } from './pace';
import { excerpt, postAppPath } from './post-links';
import { readPost } from './post-query';
import { ensureProfile } from './profiles';
import { plainText, slugFor } from './sanitize';

export async function createIdea(
  deps: CommunityDeps,
  userId: string,
  request: CreateIdeaRequest,
): Promise<PostCreated> {
  const security = resolveSymbol(request.symbol);
  const now = deps.now();
  const [quote, benchmark] = await deps.quotes.getQuotes([security.symbol, BENCHMARK_SYMBOL], now);
  const note = request.note ? plainText(request.note) : '';
  const { id, karma } = await deps.db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    await checkAuthorPace(tx, userId, {
      kind: 'idea',
      symbol: security.symbol,
      body: note || null,
      ideaType: request.idea_type,
    });
    const mentions = await findMentions(tx, note);
    const [row] = await tx
      .insert(posts)
      .values({
        userId,
        kind: 'idea',
        symbol: security.symbol,
        body: note || null,
        mentions: mentions.spans,
        ideaType: request.idea_type,
        expectedReturnPct: request.expected_return_pct ?? null,
        horizonDays: request.horizon_days ?? null,
        postedPriceE4: quote!.priceUnits,
        benchmarkPriceE4: benchmark!.priceUnits,
      })
      .returning({ id: posts.id });
    const karma = await awardKarma(
      tx,
      { userId, reference: `idea_posted:${row!.id}`, points: KARMA_POINTS.ideaPosted },
      now,
      deps.karmaDailyMax,
    );
    await tellMentioned(tx, mentions, new Set([userId]), row!.id, {
      title: `${await nameOf(tx, userId)} mentioned you in an idea on ${security.symbol}`,
      body: excerpt(note),
      path: postAppPath({ id: String(row!.id), kind: 'idea', slug: null }),
      at: now,
    });
    return { id: row!.id, karma };
  });
  return { post: (await readPost(deps, userId, id))!, karma };
}

/** What a thought's key keeps: the post's id (read afresh for the answer) and the karma then. */
interface StoredThought {
  id: number;
  karma: KarmaState;
}

/**
 * With an Idempotency-Key (the offline draft's id) a retry whose first answer was lost returns
 * that first post instead of posting twice. The key is optional (absent or ''); without it, the
 * same text again within minutes is refused by the author's pace (pace.ts), not posted twice.
 */
export async function createThought(
  deps: CommunityDeps,
  userId: string,
  request: CreateThoughtRequest,
  idempotencyKey?: string,
): Promise<PostCreated> {
  const security = resolveSymbol(request.symbol);
  const body = plainText(request.body);
  // The contract counted the raw text; what is left after stripping markup must still say something.
  if ([...body].length < THOUGHT_MIN_CHARS) {
    throw invalidInput(
      `body must be at least ${THOUGHT_MIN_CHARS} characters of text (markup is removed)`,
      'body',
    );
  }
  const now = deps.now();
  const ref = idempotencyKey
    ? { userId, scope: 'thought_post' as const, key: idempotencyKey }
    : null;
  const { id, karma } = await deps.db.transaction(async (tx) => {
    const work = async (): Promise<StoredResponse<StoredThought>> => {
      await ensureProfile(tx, userId);
      await checkAuthorPace(tx, userId, { kind: 'thought', symbol: security.symbol, body });
      const mentions = await findMentions(tx, body);
      const slug = slugFor(body);
      const [row] = await tx
        .insert(posts)
        .values({
          userId,
          kind: 'thought',
          symbol: security.symbol,
          body,
          mentions: mentions.spans,
          proOrCon: request.pro_or_con,
          slug,
        })
        .returning({ id: posts.id });
      const karma = await awardKarma(
        tx,
        { userId, reference: `thought_posted:${row!.id}`, points: KARMA_POINTS.thoughtPosted },
        now,
        deps.karmaDailyMax,
      );
      await tellMentioned(tx, mentions, new Set([userId]), row!.id, {
        title: `${await nameOf(tx, userId)} mentioned you in a thought on ${security.symbol}`,
        body: excerpt(body),
        path: postAppPath({ id: String(row!.id), kind: 'thought', slug }),
        at: now,
      });
      return { statusCode: 201, body: { id: row!.id, karma } };
    };
    // The key is optional here (the endpoint says so): a post sent without one is posted each time.
    return (ref ? await answerOnce(tx, ref, request, work) : await work()).body;
  });
  return { post: (await readPost(deps, userId, id))!, karma };
}
