// /app/news/:slug (spec §2 mobile "news article"): one article — title, date,
// source and its body blocks (ui/ContentBlocks: plain text, never markup). An unknown or
// unpublished slug shows a not-found state; other failures are spec §8's error flag with a retry
// (the frame is ItemScreen.tsx).
import { Blocks } from '@/ui/ContentBlocks';
import { styled } from '@/ui/theme/stitches';
import { articleQuery } from './cms';
import { ItemScreen } from './ItemScreen';
import { libraryPaths } from './paths';
import { Meta, PublishedOn } from './pieces';

export default function ArticleScreen() {
  return (
    <ItemScreen
      pageTitle="News article"
      testId="news-article"
      noun="article"
      idPrefix="article"
      query={articleQuery}
      back={{ href: libraryPaths.news, label: 'All news' }}
    >
      {(article) => (
        <>
          <Meta>
            <PublishedOn date={article.published_on} /> · {article.source}
            {article.symbols.length > 0 ? ` · ${article.symbols.join(', ')}` : ''}
          </Meta>
          <Lead>{article.summary}</Lead>
          <Blocks blocks={article.body} />
        </>
      )}
    </ItemScreen>
  );
}

const Lead = styled('p', { fontSize: '$lg', lineHeight: 1.5, color: '$textMuted', margin: '$4 0' });
