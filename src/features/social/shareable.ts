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

export const shareableOf = (post: Post): ShareablePost => ({
  id: post.id,
  kind: post.kind,
  symbol: post.symbol,
  author_name: post.author.name,
  idea_type: post.idea_type,
  pro_or_con: post.pro_or_con,
  body: post.body,
  created_at: post.created_at,
});

export const kindWord = (post: Pick<ShareablePost, 'kind'>) =>
  post.kind === 'idea' ? 'idea' : 'thought';

/** The short link as a full URL: what people paste elsewhere. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

/** "Buy idea", "Sell idea", "Pro" or "Con": what a post is, in one word or two. */
export const postLabel = (
  post: Pick<ShareablePost, 'kind'> & Partial<Pick<ShareablePost, 'idea_type' | 'pro_or_con'>>,
) =>
  post.kind === 'idea'
    ? `${post.idea_type === 'sell' ? 'Sell' : 'Buy'} idea`
    : post.pro_or_con === 'con'
      ? 'Con'
      : 'Pro';
