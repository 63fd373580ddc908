// What others may see of a user (ideas, thoughts, portfolio as percentages
// only). Enforced here, on the server: feeds, profiles and the security page filter with
// `visibleToOthers`, so a private part is never sent to anyone but its owner.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PrivacySettings } from '@/contract/community';
import type { Db } from '../../db/client';
import { posts, privacySettings } from '../../db/schema/community';

/** A new user shares ideas and thoughts (the point of a community) but not their portfolio. */
export const DEFAULT_PRIVACY: PrivacySettings = {
  show_ideas: true,
  show_thoughts: true,
  show_portfolio: false,
};

export async function privacyOf(db: Db, userId: string): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
  if (!row) return DEFAULT_PRIVACY;
  return {
    show_ideas: row.showIdeas,
    show_thoughts: row.showThoughts,
    show_portfolio: row.showPortfolio,
  };
}

export async function setPrivacy(
  db: Db,
  userId: string,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  const values = {
    showIdeas: settings.show_ideas,
    showThoughts: settings.show_thoughts,
    showPortfolio: settings.show_portfolio,
    updatedAt: new Date(),
  };
  await db
    .insert(privacySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: privacySettings.userId, set: values });
  return settings;
}

/** The reader's id, or a placeholder for it in a prepared statement (post-query.ts). */
type ReaderId = string | SQL;

function readerSql(readerId: ReaderId): SQL {
  return typeof readerId === 'string' ? sql`${readerId}::uuid` : readerId;
}

/**
 * An idea or a thought the reader may see: their own, or another's that is not hidden by reports
 * and whose author shares that kind of post. For lists that hold no replies (feeds, a security's
 * columns, profiles): cheaper than visibleTo, whose check of a reply's post PostgreSQL may plan
 * as a hashed subquery over every post even where no row is a reply (`npm run bench:feed`).
 * Needs `privacy_settings` LEFT JOINed on the post's author.
 */
export function visibleIdeaOrThought(readerId: ReaderId): SQL {
  const reader = readerSql(readerId);
  const { show_ideas: ideas, show_thoughts: thoughts } = DEFAULT_PRIVACY;
  return sql`(${posts.parentId} IS NULL AND (${posts.userId} = ${reader} OR (${posts.hiddenAt} IS NULL AND (
      (${posts.kind} = 'idea' AND COALESCE(${privacySettings.showIdeas}, ${ideas}))
      OR (${posts.kind} = 'thought' AND COALESCE(${privacySettings.showThoughts}, ${thoughts}))))))`;
}

/**
 * Any post the reader may see, replies included: a reply is shared as thoughts are (it is what
 * its author thinks, in a conversation), and needs its post to be visible as well: a reply on a
 * hidden or private post is as invisible as that post, even to the reply's own author. Needs
 * `privacy_settings` LEFT JOINed on the post's author.
 */
export function visibleTo(readerId: ReaderId): SQL {
  const reader = readerSql(readerId);
  const { show_ideas: ideas, show_thoughts: thoughts } = DEFAULT_PRIVACY;
  return sql`((${posts.userId} = ${reader} OR (${posts.hiddenAt} IS NULL AND (
      (${posts.kind} = 'idea' AND COALESCE(${privacySettings.showIdeas}, ${ideas}))
      OR (${posts.kind} IN ('thought', 'reply') AND COALESCE(${privacySettings.showThoughts}, ${thoughts})))))
    AND (${posts.parentId} IS NULL OR EXISTS (
      SELECT 1 FROM ${posts} parent
      LEFT JOIN ${privacySettings} parent_privacy ON parent_privacy.user_id = parent.user_id
      WHERE parent.id = ${posts.parentId} AND (parent.user_id = ${reader} OR (parent.hidden_at IS NULL AND (
        (parent.kind = 'idea' AND COALESCE(parent_privacy.show_ideas, ${ideas}))
        OR (parent.kind = 'thought' AND COALESCE(parent_privacy.show_thoughts, ${thoughts}))))))))`;
}
