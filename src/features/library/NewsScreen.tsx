// /app/news (spec §2 mobile "news article"): the news articles of the
// content service, newest first. A failed fetch is spec §8's error flag, shown with a retry;
// offline, the copy kept when the list was last opened.
import { useApiQuery } from '@/platform/queries';
import { Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { newsListQuery } from './cms';
import { articlePath } from './paths';
import { DeviceCopyNotice, ItemList, ItemRow, LibraryTabs, PublishedOn } from './pieces';

export default function NewsScreen() {
  const { state, reload } = useApiQuery(newsListQuery);
  return (
    <Page title="News" testId="news-list">
      <Heading>News</Heading>
      <LibraryTabs />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the news"
        isEmpty={({ data }) => data.items.length === 0}
        empty={<Muted data-testid="news-empty">There are no news articles yet.</Muted>}
      >
        {({ data, fromDevice }) => (
          <>
            <DeviceCopyNotice shown={fromDevice} reload={reload} />
            <ItemList aria-label="News articles">
              {data.items.map((article) => (
                <ItemRow
                  key={article.slug}
                  href={articlePath(article.slug)}
                  title={article.title}
                  summary={article.summary}
                  meta={
                    <>
                      <PublishedOn date={article.published_on} /> · {article.source}
                      {article.symbols.length > 0 ? ` · ${article.symbols.join(', ')}` : ''}
                    </>
                  }
                />
              ))}
            </ItemList>
          </>
        )}
      </QueryView>
    </Page>
  );
}
