// /blog (spec §2 "/blog is the blog"): the published posts, newest first, each
// with its title (the link), date, author and summary.
import { Link } from 'wouter';
import { currentBrand } from '@/platform/brand/current';
import { marketingPaths } from '@/paths';
import { Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { fetchBlogList } from './cms';
import { blogDescription, blogIntro, formatPostDate } from './copy';
import { blogPostPath } from './paths';
import { blogSnapshotFor } from './snapshot';
import { useMetaDescription, useSnapshotQuery } from './use-snapshot-query';

export function BlogListPage() {
  const snapshot = blogSnapshotFor(marketingPaths.blog);
  const { state, reload } = useSnapshotQuery(
    snapshot?.kind === 'list' ? snapshot.posts : null,
    fetchBlogList,
  );
  useMetaDescription(blogDescription(currentBrand.displayName));
  return (
    <Page title="Blog" testId="blog-list">
      <Intro>
        <h1>Blog</h1>
        <Muted>{blogIntro(currentBrand.displayName)}</Muted>
      </Intro>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the blog"
        isEmpty={(posts) => posts.length === 0}
        empty={<Notice tone="info">No posts yet. Come back soon.</Notice>}
      >
        {(posts) => (
          <Posts>
            {posts.map((post) => (
              <li key={post.slug}>
                <article>
                  <h2>
                    <Link href={blogPostPath(post.slug)}>{post.title}</Link>
                  </h2>
                  <Byline>
                    <time dateTime={post.published_on}>{formatPostDate(post.published_on)}</time>
                    {' · '}
                    {post.author}
                  </Byline>
                  <p>{post.summary}</p>
                </article>
              </li>
            ))}
          </Posts>
        )}
      </QueryView>
    </Page>
  );
}

const Intro = styled('header', {
  margin: '$5 0 $6',
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '0 0 $3' },
  '@marketingMobile': { '& h1': { fontSize: '$xl' } },
});
export const Byline = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '0 0 $2' });
const Posts = styled('ol', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '$4',
  '& article': {
    padding: '$5',
    borderRadius: '$md',
    border: '1px solid $border',
    backgroundColor: '$component',
  },
  '& h2': { fontSize: '$lg', lineHeight: 1.3, margin: '0 0 $2' },
  '& h2 a': { color: '$text', textDecoration: 'none' },
  '& h2 a:hover, & h2 a:focus-visible': { textDecoration: 'underline' },
  '& article > p:last-child': { color: '$text', margin: 0, lineHeight: 1.5 },
  '@marketingMobile': { '& article': { padding: '$4' } },
});
