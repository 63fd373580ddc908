// The frame of one library item, shared by /app/news/:slug and /app/audio/:slug: the page, the
// loading, not-found and error states (ui/QueryView), the device-copy notice, the item's heading
// and the link back to its list. Each screen fills in what follows the heading.
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { type ApiQuery, useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import type { ContentRead } from './content-cache';
import { BackLink, DeviceCopyNotice } from './pieces';

export interface ItemScreenProps<T extends { title: string }> {
  pageTitle: string;
  testId: string;
  /** What the item is called in the states' texts: "article", "recording". */
  noun: string;
  /** Prefix of the test ids and of the heading's id: `article` gives article-missing, article-title. */
  idPrefix: string;
  query: (slug: string) => ApiQuery<ContentRead<T>>;
  back: { href: string; label: string };
  children: (item: T) => ReactNode;
}

export function ItemScreen<T extends { title: string }>(props: ItemScreenProps<T>) {
  const { pageTitle, testId, noun, idPrefix, query, back, children } = props;
  const slug = useParams<{ slug: string }>().slug ?? '';
  const { state, reload } = useApiQuery(query(slug));
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  return (
    <Page title={pageTitle} testId={testId}>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel={`Loading the ${noun}`}
        notFound={
          <Card data-testid={`${idPrefix}-missing`}>
            <Heading>{Noun} not found</Heading>
            <Muted>This {noun} does not exist or is no longer published.</Muted>
          </Card>
        }
      >
        {({ data: item, fromDevice }) => (
          <article aria-labelledby={`${idPrefix}-title`}>
            <DeviceCopyNotice shown={fromDevice} reload={reload} />
            <Heading id={`${idPrefix}-title`}>{item.title}</Heading>
            {children(item)}
          </article>
        )}
      </QueryView>
      <BackLink href={back.href}>{back.label}</BackLink>
    </Page>
  );
}
