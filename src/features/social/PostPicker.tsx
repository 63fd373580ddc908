// A list of posts to choose from, each a link (the ask screen without a post).
import { Link } from 'wouter';
import type { Post } from '@/contract/community';
import { styled } from '@/ui/theme/stitches';
import { postLabel } from './shareable';

export function PostPicker({
  posts,
  hrefOf,
}: {
  posts: readonly Post[];
  hrefOf: (post: Post) => string;
}) {
  return (
    <List aria-label="Recent posts">
      {posts.map((post) => {
        return (
          <li key={post.id}>
            <Row href={hrefOf(post)}>
              <strong>
                {postLabel(post)} on {post.symbol}
              </strong>{' '}
              <span>by {post.author.name}</span>
              {post.body ? <Excerpt>{post.body}</Excerpt> : null}
            </Row>
          </li>
        );
      })}
    </List>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });
const Row = styled(Link, {
  display: 'block',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$component',
  color: '$text',
  textDecoration: 'none',
  '& span': { color: '$textMuted', fontSize: '$sm' },
  '&:hover': { borderColor: '$text' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
// Two lines at most: enough to recognise the post.
const Excerpt = styled('span', {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  marginTop: '$1',
  overflowWrap: 'anywhere',
});
