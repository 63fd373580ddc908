// Mentions: `$AAPL` and `@ada-lovelace` in a post's text, found once when it is posted and stored
// beside it as spans (db/schema/community.ts posts.mentions): where in the text, and what they
// name. Only real things become mentions: a symbol this market lists, a handle a member has; the
// rest stays text. The text itself is never changed and never carries markup; the client makes
// the spans links (src/contract/community.ts MentionSpan).
import { and, eq } from 'drizzle-orm';
import type { MentionSpan } from '@/contract/community';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { posts, privacySettings } from '../../db/schema/community';
import { findSecurity } from '../../market';
import { raiseNotification } from '../notifications/raise';
import { profilesByHandle } from './handles';
import { visibleTo } from './privacy';

/**
 * `$` then a symbol as exchanges write them (BRK.B), not inside a word or an amount ("US$5"),
 * not followed by more word characters. A digit after `$` is money, not a ticker.
 */
const SYMBOL_MENTION = /(?<![\w$])\$([A-Za-z]{1,5}(?:\.[A-Za-z]{1,2})?)(?![\w.]*\w)/g;
/** `@` then a handle (handles.ts), not inside a word or an e-mail address. */
const MEMBER_MENTION = /(?<![\w@])@([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)(?![\w-]*\w)/g;
/** A post names at most this many people and securities; more is noise, or a notification spree. */
const MENTIONS_MAX = 10;

export interface Mentions {
  spans: MentionSpan[];
  /** The members named, once each, in the order they first appear. */
  members: string[];
}

export async function findMentions(tx: Tx | Db, body: string): Promise<Mentions> {
  const spans: MentionSpan[] = [];
  for (const match of body.matchAll(SYMBOL_MENTION)) {
    const security = findSecurity(match[1]!);
    if (!security) continue;
    spans.push(span(match, 'symbol', security.symbol));
  }
  const handleMatches = [...body.matchAll(MEMBER_MENTION)];
  const byHandle = await profilesByHandle(tx, [
    ...new Set(handleMatches.map((match) => match[1]!.toLowerCase())),
  ]);
  for (const match of handleMatches) {
    const userId = byHandle.get(match[1]!.toLowerCase());
    if (userId) spans.push(span(match, 'member', userId));
  }
  spans.sort((a, b) => a.start - b.start);
  const kept = spans.slice(0, MENTIONS_MAX);
  const members = [
    ...new Set(kept.filter((one) => one.kind === 'member').map((one) => one.target)),
  ];
  return { spans: kept, members };
}

function span(match: RegExpMatchArray, kind: MentionSpan['kind'], target: string): MentionSpan {
  const start = match.index!;
  return { start, end: start + match[0].length, kind, target };
}

/**
 * Tell each member a post names, except those in `told`, and only those who may read the post
 * (privacy.ts: a mention in a reply to a post they cannot see tells them nothing).
 */
export async function tellMentioned(
  tx: Tx,
  mentions: Mentions,
  told: Set<string>,
  postId: number,
  notice: { title: string; body: string; path: string; at: Date },
): Promise<void> {
  for (const memberId of mentions.members) {
    if (told.has(memberId)) continue;
    told.add(memberId);
    if (!(await canRead(tx, memberId, postId))) continue;
    await raiseNotification(tx, { userId: memberId, kind: 'mentioned', ...notice });
  }
}

async function canRead(tx: Tx, readerId: string, postId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: posts.id })
    .from(posts)
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .where(and(eq(posts.id, postId), visibleTo(readerId)));
  return row !== undefined;
}

export async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'A member';
}
