// Agree / disagree on a thought or a reply, and reporting any post. A vote is one row per
// reader and post; the post's counters move in the same transaction, with the post row locked,
// so the counts always equal the rows. The author's karma for an agreement is awarded once per
// reader (unique reference), so agreeing, taking it back and agreeing again earns nothing more.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Vote, VoteResult } from '@/contract/community';
import { postReports, postVotes, posts } from '../../db/schema/community';
import { invalidInput, notFound } from '../../errors';
import { type CommunityDeps, KARMA_POINTS, REPORTS_TO_HIDE } from './deps';
import { awardKarma } from './karma';
import { readPost } from './post-query';
import { recountReplies } from './replies';
import { plainText } from './sanitize';

const postNotFound = () => notFound('That post does not exist or is not shared with you.');

export async function vote(
  deps: CommunityDeps,
  readerId: string,
  postId: number,
  choice: Vote | null,
): Promise<VoteResult> {
  const post = await readPost(deps, readerId, postId);
  if (!post) throw postNotFound();
  if (post.kind === 'idea') {
    throw invalidInput('Only thoughts and replies can be agreed with.', 'vote');
  }
  if (post.author.id === readerId && choice !== null) {
    throw invalidInput(`You cannot vote on your own ${post.kind}.`, 'vote');
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
    const [previous] = await tx
      .select({ vote: postVotes.vote })
      .from(postVotes)
      .where(and(eq(postVotes.postId, postId), eq(postVotes.userId, readerId)));
    const before = previous?.vote ?? null;
    if (choice === null) {
      await tx
        .delete(postVotes)
        .where(and(eq(postVotes.postId, postId), eq(postVotes.userId, readerId)));
    } else {
      await tx
        .insert(postVotes)
        .values({ postId, userId: readerId, vote: choice })
        .onConflictDoUpdate({
          target: [postVotes.postId, postVotes.userId],
          set: { vote: choice },
        });
    }
    const delta = (which: Vote) => (choice === which ? 1 : 0) - (before === which ? 1 : 0);
    const [counts] = await tx
      .update(posts)
      .set({
        agreeCount: sql`${posts.agreeCount} + ${delta('agree')}`,
        disagreeCount: sql`${posts.disagreeCount} + ${delta('disagree')}`,
      })
      .where(eq(posts.id, postId))
      .returning({ agree: posts.agreeCount, disagree: posts.disagreeCount });
    if (choice === 'agree') {
      await awardKarma(
        tx,
        {
          userId: post.author.id,
          reference: `thought_agreed:${postId}:${readerId}`,
          points: KARMA_POINTS.thoughtAgreed,
        },
        now,
        deps.karmaDailyMax,
      );
    }
    return { agree_count: counts!.agree, disagree_count: counts!.disagree, my_vote: choice };
  });
}

/**
 * One report per reader; enough of them hide the post from everyone but its author, until an
 * operator reviews it (services/ops/moderation.ts).
 */
export async function report(
  deps: CommunityDeps,
  readerId: string,
  postId: number,
  reason: string,
): Promise<{ ok: true }> {
  const post = await readPost(deps, readerId, postId);
  if (!post) throw postNotFound();
  if (post.author.id === readerId) throw invalidInput('You cannot report your own post.', 'reason');
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(postReports)
      .values({ postId, userId: readerId, reason: plainText(reason) })
      .onConflictDoNothing();
    const [reports] = await tx
      .select({ n: count() })
      .from(postReports)
      .where(eq(postReports.postId, postId));
    if (reports!.n >= REPORTS_TO_HIDE) {
      await tx
        .update(posts)
        .set({ hiddenAt: deps.now() })
        // Not a post an operator reviewed: kept stays shown, removed is hidden already.
        .where(and(eq(posts.id, postId), isNull(posts.hiddenAt), isNull(posts.moderation)));
      await recountReplies(tx, postId);
    }
  });
  return { ok: true };
}
