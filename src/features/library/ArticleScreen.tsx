// /app/news/:slug (issue 8/10 item 5; spec §2 mobile "news article"): one article — title, date,
// source and its body blocks (ui/ContentBlocks: plain text, never markup). An unknown or
// unpublished slug shows a not-found state; other failures are spec §8's error flag with a retry.
import { useParams } from 'wouter';
import { useQuery } from '@/platform/api';
import { Blocks } from '@/ui/ContentBlocks';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { readArticle } from './cms';
import { libraryPaths } from './paths';
import { BackLink, DeviceCopyNotice, Meta, PublishedOn } from './pieces';

export default function ArticleScreen() {
  const slug = useParams<{ slug: string }>().slug ?? '';
  const { state, reload } = useQuery(() => readArticle(slug), [slug]);
  return (
    <Page title="News article" testId="news-article">
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the article"
        notFound={
          <Card data-testid="article-missing">
            <Heading>Article not found</Heading>
            <Muted>This article does not exist or is no longer published.</Muted>
          </Card>
        }
      >
        {({ data: article, fromDevice }) => (
          <article aria-labelledby="article-title">
            <DeviceCopyNotice shown={fromDevice} reload={reload} />
            <Heading id="article-title">{article.title}</Heading>
            <Meta>
              <PublishedOn date={article.published_on} /> · {article.source}
              {article.symbols.length > 0 ? ` · ${article.symbols.join(', ')}` : ''}
            </Meta>
            <Lead>{article.summary}</Lead>
            <Blocks blocks={article.body} />
          </article>
        )}
      </QueryView>
      <BackLink href={libraryPaths.news}>All news</BackLink>
    </Page>
  );
}

const Lead = styled('p', { fontSize: '$lg', lineHeight: 1.5, color: '$textMuted', margin: '$4 0' });
