// Replies: the conversation under an idea or a thought, one level deep. A reply is a post of kind
// 'reply' (db/schema/community.ts), so votes, reports, operators' moderation, the author's pace and
// the privacy filter are the same code as for any post; it never shows in a feed or a security's
// lists (post-query.ts), only under its post, and only while that post is visible (privacy.ts).
// Its post's author is told, and so is each member it mentions who may read it, in the same
// transaction (notifications are an outbox: they exist exactly when the reply does).
import { eq, sql } from 'drizzle-orm';
import type { CreateReplyRequest, Post, PostPage, ReplyCreated } from '@/contract/community';
import type { Tx } from '../../db/client';
import { posts } from '../../db/schema/community';
import { invalidInput, notFound } from '../../errors';
import { answerOnce, type StoredResponse } from '../idempotency';
import { raiseNotification } from '../notifications/raise';
import type { CommunityDeps } from './deps';
import { findMentions, type Mentions, nameOf, tellMentioned } from './mentions';
import { checkAuthorPace } from './pace';
import { excerpt, replyAppPath } from './post-links';
import { type PageRequest, readPost, readReplies } from './post-query';
import { ensureProfile } from './profiles';
import { plainText } from './sanitize';

const postNotFound = () => notFound('That post does not exist or is not shared with you.', 'id');

/** The post a reply answers, as the replier sees it: visible, not a reply, not hidden. */
async function answerable(deps: CommunityDeps, userId: string, parentId: number): Promise<Post> {
  const parent = await readPost(deps, userId, parentId);
  if (!parent) throw postNotFound();
  if (parent.kind === 'reply') {
    throw invalidInput('Replies go one level deep: answer the idea or thought itself.', 'id');
  }
  if (parent.hidden) {
    throw invalidInput('This post is hidden from readers, so it cannot be answered now.', 'id');
  }
  return parent;
}

export async function listReplies(
  deps: CommunityDeps,
  readerId: string,
  parentId: number,
  page: PageRequest,
): Promise<PostPage> {
  const parent = await readPost(deps, readerId, parentId);
  if (!parent || parent.kind === 'reply') throw postNotFound();
  return readReplies(deps, readerId, parentId, page);
}

export async function createReply(
  deps: CommunityDeps,
  userId: string,
  parentId: number,
  request: CreateReplyRequest,
  idempotencyKey?: string,
): Promise<ReplyCreated> {
  const body = plainText(request.body);
  if (!body) throw invalidInput('body must contain text (markup is removed).', 'body');
  const parent = await answerable(deps, userId, parentId);
  const now = deps.now();
  const ref = idempotencyKey ? { userId, scope: 'reply_post' as const, key: idempotencyKey } : null;
  const id = await deps.db.transaction(async (tx) => {
    const work = async (): Promise<StoredResponse<{ id: number }>> => {
      await ensureProfile(tx, userId);
      await checkAuthorPace(tx, userId, { kind: 'reply', symbol: parent.symbol, body, parentId });
      const mentions = await findMentions(tx, body);
      const [row] = await tx
        .insert(posts)
        .values({
          userId,
          kind: 'reply',
          symbol: parent.symbol,
          parentId,
          body,
          mentions: mentions.spans,
        })
        .returning({ id: posts.id });
      await tx
        .update(posts)
        .set({ replyCount: sql`${posts.replyCount} + 1` })
        .where(eq(posts.id, parentId));
      await tellOfReply(tx, { parent, replyId: row!.id, userId, body, mentions, at: now });
      return { statusCode: 201, body: { id: row!.id } };
    };
    // The post answered is part of the request: one key sent to two posts is a conflict.
    const keyed = { ...request, parent_id: parentId };
    return (ref ? await answerOnce(tx, ref, keyed, work) : await work()).body.id;
  });
  return { post: (await readPost(deps, userId, id))! };
}

interface ReplyNews {
  parent: Post;
  replyId: number;
  userId: string;
  body: string;
  mentions: Mentions;
  at: Date;
}

/** The post's author, and the members the reply names (once each, never the replier). */
async function tellOfReply(tx: Tx, news: ReplyNews): Promise<void> {
  const { parent, replyId, userId, body, at } = news;
  const name = await nameOf(tx, userId);
  const path = replyAppPath(parent, replyId);
  const what = parent.kind === 'idea' ? `idea on ${parent.symbol}` : `thought on ${parent.symbol}`;
  if (parent.author.id !== userId) {
    await raiseNotification(tx, {
      userId: parent.author.id,
      kind: 'replied',
      title: `${name} replied to your ${what}`,
      body: excerpt(body),
      path,
      at,
    });
  }
  const told = new Set([userId, parent.author.id]);
  await tellMentioned(tx, news.mentions, told, replyId, {
    title: `${name} mentioned you in a reply`,
    body: excerpt(body),
    path,
    at,
  });
}

/**
 * A post's reply count after one of its replies was hidden or shown again (reports, an operator's
 * review): recounted rather than stepped, so it cannot drift from the rows.
 */
export async function recountReplies(tx: Tx, replyId: number): Promise<void> {
  await tx.execute(sql`UPDATE ${posts} SET reply_count = (
      SELECT count(*) FROM ${posts} r WHERE r.parent_id = ${posts.id} AND r.hidden_at IS NULL)
    WHERE ${posts.id} = (SELECT parent_id FROM ${posts} WHERE id = ${replyId})`);
}
