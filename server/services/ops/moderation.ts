// Reported posts in the operators' console (DESIGN.md "Operators"): readers report a post
// (community/votes.ts; REPORTS_TO_HIDE of them hide it on their own), and an operator reviews
// what was reported: keep (shown again, and later reports no longer hide it) or remove (hidden
// from every feed for good). The decision and its audit record commit together; a reviewed post
// leaves the queue.
import { count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import {
  OPS_REPORT_REASONS_LISTED,
  type OpsModerationRequest,
  type OpsReportedPostResponse,
  type OpsReportedPosts,
} from '@/contract/ops';
import type { Db } from '../../db/client';
import { postReports, posts, users } from '../../db/schema';
import { notFound } from '../../errors';
import { recordOperatorAction } from './audit';
import { recountReplies } from '../community/replies';

type ReportedPost = OpsReportedPosts['posts'][number];

/** The queue (postId null: reported, not reviewed), or one post whatever its review. */
async function reportedPostsOf(db: Db, postId: number | null): Promise<ReportedPost[]> {
  const tally = db
    .select({
      postId: postReports.postId,
      reports: count().as('reports'),
      latest: max(postReports.createdAt).as('latest'),
    })
    .from(postReports)
    .groupBy(postReports.postId)
    .as('tally');
  const rows = await db
    .select({
      post: posts,
      authorName: users.name,
      authorEmail: users.email,
      reports: tally.reports,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(tally, eq(tally.postId, posts.id))
    .where(postId === null ? isNull(posts.moderation) : eq(posts.id, postId))
    .orderBy(desc(tally.reports), desc(tally.latest), desc(posts.id))
    .limit(200);
  if (rows.length === 0) return [];
  const reasons = await db
    .select({ postId: postReports.postId, reason: postReports.reason, at: postReports.createdAt })
    .from(postReports)
    .where(
      inArray(
        postReports.postId,
        rows.map((row) => row.post.id),
      ),
    )
    .orderBy(desc(postReports.createdAt));
  return rows.map(({ post, authorName, authorEmail, reports }) => ({
    post_id: String(post.id),
    kind: post.kind,
    symbol: post.symbol,
    body: post.body,
    pro_or_con: post.proOrCon,
    author_id: post.userId,
    author_name: authorName,
    author_email: authorEmail,
    created_at: post.createdAt.toISOString(),
    hidden: post.hiddenAt !== null,
    reports: Number(reports),
    reasons: reasons
      .filter((row) => row.postId === post.id)
      .slice(0, OPS_REPORT_REASONS_LISTED)
      .map((row) => ({ reason: row.reason, at: row.at.toISOString() })),
    moderation: post.moderation,
  }));
}

export async function opsReportedPosts(db: Db): Promise<OpsReportedPosts> {
  return { posts: await reportedPostsOf(db, null) };
}

export async function moderatePost(
  db: Db,
  operatorId: string,
  postId: number,
  input: OpsModerationRequest,
  at: Date,
): Promise<OpsReportedPostResponse> {
  const moderation = input.action === 'keep' ? 'kept' : 'removed';
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    const [reported] = post
      ? await tx.select({ n: count() }).from(postReports).where(eq(postReports.postId, postId))
      : [];
    if (!post || !reported?.n) throw notFound('No reported post has this id.', 'post_id');
    await tx
      .update(posts)
      .set({
        moderation,
        moderatedAt: at,
        // Removed: hidden for good (from when reports hid it, if they did); kept: shown again.
        hiddenAt: moderation === 'removed' ? (post.hiddenAt ?? at) : null,
      })
      .where(eq(posts.id, postId));
    await recountReplies(tx, postId);
    await recordOperatorAction(tx, {
      operatorId,
      action: `post.${input.action}`,
      subjectType: 'post',
      subjectId: String(postId),
      detail: { reports: Number(reported.n), was_hidden: post.hiddenAt !== null },
      at,
    });
  });
  const [post] = await reportedPostsOf(db, postId);
  if (!post) throw notFound('No reported post has this id.', 'post_id');
  return { post };
}
