// /blog/{slug}: one post — title, author, date, its summary as the standfirst
// and its body blocks. An unknown or unpublished slug is the 404 page (with status 404 when the
// server answers the navigation: server/routes/blog-pages.ts).
import { Link } from 'wouter';
import type { BlogPostDocument } from '@/contract/content';
import { marketingPaths } from '@/paths';
import { ApiError } from '@/platform/api';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { NotFoundPage } from '../pages/StatusPage';
import { Blocks } from '@/ui/ContentBlocks';
import { Byline } from './BlogListPage';
import { fetchBlogPost } from './cms';
import { formatPostDate } from './copy';
import { blogPostPath } from './paths';
import { blogSnapshotFor } from './snapshot';
import { useMetaDescription, useSnapshotQuery } from './use-snapshot-query';

export function BlogPostPage({ slug }: { slug: string }) {
  const snapshot = blogSnapshotFor(blogPostPath(slug));
  // The server answered this navigation with the 404 page (unknown or unpublished slug): show
  // exactly that page, so its HTML hydrates, and ask nobody again.
  if (snapshot?.kind === 'missing') return <NotFoundPage />;
  return <Post slug={slug} initial={snapshot?.kind === 'post' ? snapshot.post : null} />;
}

function Post({ slug, initial }: { slug: string; initial: BlogPostDocument | null }) {
  const { state, reload } = useSnapshotQuery(initial, () => fetchBlogPost(slug));
  const post = state.status === 'success' ? state.data : null;
  useMetaDescription(post?.summary ?? null);
  // A client-side navigation to a post that is not there: the 404 page (its own <main>).
  if (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <Page title={post?.title ?? 'Blog'} testId="blog-post">
      <Back href={marketingPaths.blog}>All posts</Back>
      <QueryView state={state} reload={reload} loadingLabel="Loading the post">
        {(loaded) => (
          <Article>
            <h1>{loaded.title}</h1>
            <Byline>
              By {loaded.author}
              {' · '}
              <time dateTime={loaded.published_on}>{formatPostDate(loaded.published_on)}</time>
            </Byline>
            <Standfirst>{loaded.summary}</Standfirst>
            <Blocks blocks={loaded.body} />
          </Article>
        )}
      </QueryView>
    </Page>
  );
}

const Back = styled(Link, {
  display: 'inline-block',
  marginTop: '$4',
  fontSize: '$sm',
  '&::before': { content: '"← "' },
});
const Article = styled('article', {
  '& h1': { fontSize: '$xxl', lineHeight: 1.1, margin: '$4 0 $3' },
  '@marketingMobile': { '& h1': { fontSize: '$xl' } },
});
const Standfirst = styled('p', {
  fontSize: '$lg',
  lineHeight: 1.5,
  color: '$text',
  maxWidth: '70ch',
  margin: '$4 0 $5',
  '@marketingMobile': { fontSize: '$md' },
});
