// Where a post opens in the app, for the notifications that tell of it: an idea's page
// (/app/ideas/{id}), a thought's page (/app/thoughts/{id}/{slug}, spec §2), and a reply's place on
// its post's page (#reply-{id}). The client's own builders are features/community/paths.ts
// ideaPath and features/thoughts/paths.ts thoughtPath; these make the same paths.
import type { Post } from '@/contract/community';

type Linkable = Pick<Post, 'id' | 'kind' | 'slug'>;

export function postAppPath(post: Linkable): string {
  if (post.kind === 'idea') return `/app/ideas/${post.id}`;
  return `/app/thoughts/${post.id}${post.slug ? `/${post.slug}` : ''}`;
}

export function replyAppPath(parent: Linkable, replyId: string | number): string {
  return `${postAppPath(parent)}#reply-${replyId}`;
}

/** A post's text for a notification: its start, on one line. */
export function excerpt(text: string | null, max = 140): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
