// What the share sheet and the ask screen need to know about a post, from the community's Post.
import type { Post } from '@/contract/community';

export interface ShareablePost {
  id: string;
  kind: 'idea' | 'thought';
  symbol: string;
  author_name: string;
  idea_type: 'buy' | 'sell' | null;
  pro_or_con: 'pro' | 'con' | null;
  body: string | null;
  created_at: string;
}

/** Null for a reply: replies are read under their post, never shared on their own. */
export const shareableOf = (post: Post): ShareablePost | null =>
  post.kind === 'reply'
    ? null
    : {
        id: post.id,
        kind: post.kind,
        symbol: post.symbol,
        author_name: post.author.name,
        idea_type: post.idea_type,
        pro_or_con: post.pro_or_con,
        body: post.body,
        created_at: post.created_at,
      };

export const kindWord = (post: Pick<ShareablePost, 'kind'>) => post.kind;

/** The short link as a full URL: what people paste elsewhere. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

/** "Buy idea", "Sell idea", "Pro", "Con" or "Reply": what a post is, in one word or two. */
export const postLabel = (
  post: Pick<Post, 'kind'> & Partial<Pick<ShareablePost, 'idea_type' | 'pro_or_con'>>,
) => {
  if (post.kind === 'idea') return `${post.idea_type === 'sell' ? 'Sell' : 'Buy'} idea`;
  if (post.kind === 'reply') return 'Reply';
  return post.pro_or_con === 'con' ? 'Con' : 'Pro';
};
