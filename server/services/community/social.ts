// Share links, asks, referral codes and invitations. A shared post is
// public only while its author shares that kind of post and it is not hidden: the check runs when
// the link is opened, not only when it is made, so changing one's privacy retracts old links.
import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  ClaimReferralRequest,
  CreateShareRequest,
  InviteRequest,
  InviteResult,
  ReferralSummary,
  ShareCreated,
  SharedPost,
} from '@/contract/social';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { posts, privacySettings } from '../../db/schema/community';
import { invites, referralCodes, referrals, shareLinks } from '../../db/schema/social';
import { invalidInput, notFound, conflict } from '../../errors';
import { sha256 } from '../tokens';
import { DEFAULT_PRIVACY } from './privacy';
import { plainText } from './sanitize';

const code = (bytes: number) => randomBytes(bytes).toString('base64url');
export const shortUrl = (value: string) => `/a/${value}`;
const gone = () => notFound('This shared post is no longer available.');

/** Shared with everyone: not hidden, and its author shares that kind of post. */
const publicPost = sql`(${posts.hiddenAt} IS NULL AND (
  (${posts.kind} = 'idea' AND COALESCE(${privacySettings.showIdeas}, ${DEFAULT_PRIVACY.show_ideas}))
  OR (${posts.kind} = 'thought' AND COALESCE(${privacySettings.showThoughts}, ${DEFAULT_PRIVACY.show_thoughts}))))`;

export async function createShare(
  db: Db,
  userId: string,
  request: CreateShareRequest,
): Promise<ShareCreated> {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .where(and(eq(posts.id, Number(request.post_id)), publicPost));
  if (!post) {
    throw notFound('That post does not exist or its author does not share it.', 'post_id');
  }
  const question = request.question ? plainText(request.question) : null;
  if (request.question && !question) throw invalidInput('question must contain text.', 'question');
  const token = code(9);
  await db.insert(shareLinks).values({
    token,
    userId,
    postId: post.id,
    channel: request.question ? 'Ask Why Share' : request.channel,
    question,
  });
  return { token, url: `/share/${token}`, short_url: shortUrl(token) };
}

export async function readShare(db: Db, token: string): Promise<SharedPost> {
  const [row] = await db
    .select({ link: shareLinks, post: posts, authorName: users.name })
    .from(shareLinks)
    .innerJoin(posts, eq(posts.id, shareLinks.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .where(and(eq(shareLinks.token, token), publicPost));
  if (!row) throw gone();
  const [sharer] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.link.userId));
  return {
    token,
    shared_by: sharer!.name,
    question: row.link.question,
    referral_code: await referralCodeOf(db, row.link.userId),
    post: {
      id: String(row.post.id),
      // publicPost holds ideas and thoughts only: a reply is not shared on its own.
      kind: row.post.kind === 'idea' ? 'idea' : 'thought',
      author_name: row.authorName,
      symbol: row.post.symbol,
      body: row.post.body,
      pro_or_con: row.post.proOrCon,
      idea_type: row.post.ideaType,
      created_at: row.post.createdAt.toISOString(),
    },
  };
}

/** The member's referral code, made on first use. */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  await db
    .insert(referralCodes)
    .values({ userId, code: code(6) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row!.code;
}

export async function referralSummary(db: Db, userId: string): Promise<ReferralSummary> {
  const referral = await referralCodeOf(db, userId);
  const [referred] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  const [sent] = await db.select({ n: count() }).from(invites).where(eq(invites.userId, userId));
  return {
    code: referral,
    short_url: shortUrl(referral),
    referred_count: referred!.n,
    invites_sent: sent!.n,
  };
}

/**
 * Records invitations; each address once per member, kept only as a hash. Delivery is the
 * channel's: the client opens the share sheet or the mail app with the member's link (no mail
 * service sends on anyone's behalf).
 */
export async function invite(
  db: Db,
  userId: string,
  request: InviteRequest,
): Promise<InviteResult> {
  const hashes = [...new Set(request.emails.map((email) => sha256(email.trim().toLowerCase())))];
  const inserted = await db
    .insert(invites)
    .values(hashes.map((recipientHash) => ({ userId, channel: request.channel, recipientHash })))
    .onConflictDoNothing()
    .returning({ id: invites.id });
  return { invited: inserted.length, already_invited: hashes.length - inserted.length };
}

/** A new member names the code that brought them; once, and never their own. */
export async function claimReferral(
  db: Db,
  userId: string,
  request: ClaimReferralRequest,
): Promise<ReferralSummary> {
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, request.code));
  if (!owner) throw notFound('That referral code does not exist.', 'code');
  if (owner.userId === userId) throw invalidInput('You cannot refer yourself.', 'code');
  const [inserted] = await db
    .insert(referrals)
    .values({ referredUserId: userId, referrerId: owner.userId, channel: request.channel ?? null })
    .onConflictDoNothing()
    .returning({ referrerId: referrals.referrerId });
  if (!inserted) {
    const [existing] = await db
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(eq(referrals.referredUserId, userId));
    if (existing?.referrerId !== owner.userId) {
      throw conflict('Your account already has a referrer.', 'code');
    }
  }
  return referralSummary(db, userId);
}

/** /a/{code}: a share token or a referral code, and where it leads; null for neither. */
export async function resolveShortCode(db: Db, value: string): Promise<string | null> {
  const [share] = await db
    .select({ token: shareLinks.token })
    .from(shareLinks)
    .where(eq(shareLinks.token, value));
  if (share) return `/share/${encodeURIComponent(value)}`;
  const [referral] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.code, value));
  if (referral) return `/app/signup?ref=${encodeURIComponent(value)}`;
  return null;
}
