// A feed, virtualised (issue 6/10 item 4: "a 10,000-item feed scrolls smoothly"): only the rows
// near the viewport are in the DOM, each measured after it renders (measureElement), so rows of
// any height sit right. The page itself scrolls (useWindowVirtualizer): on a phone that keeps the
// browser's own scrolling, pull-to-refresh and address-bar behaviour. Nearing the end loads the
// next page. ARIA's feed pattern: role=feed holding articles, aria-busy while a page loads.
import { useSignals } from '@preact/signals-react/runtime';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Post } from '@/contract/community';
import { ThoughtCard } from '@/features/thoughts';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { IdeaCard } from './IdeaCard';
import type { FeedData } from './use-feed';

/** A first guess of a row's height before it is measured; a thought with a line or two. */
const ESTIMATED_ROW_PX = 170;
/** Start the next page this many rows before the end, so it is usually there in time. */
const PREFETCH_ROWS = 8;

export function FeedList({ label, feed }: { label: string; feed: FeedData }) {
  useSignals();
  // The offline notice above the list moves it: measure again when it comes or goes.
  const online = isOnline.value;
  const list = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's distance from the top of the page, for the virtualiser's window coordinates.
  useLayoutEffect(() => {
    const measure = () =>
      setScrollMargin((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [feed.fresh.length, online]);

  const { items, hasMore, loadingMore, moreError, loadMore } = feed;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !moreError && lastShown >= items.length - PREFETCH_ROWS) loadMore();
  }, [lastShown, items.length, hasMore, moreError, loadMore]);

  return (
    <>
      {feed.fresh.length > 0 ? (
        <FreshButton
          type="button"
          variant="secondary"
          onClick={() => {
            feed.showFresh();
            window.scrollTo({ top: Math.max(0, scrollMargin - 120) });
          }}
        >
          {feed.fresh.length === 1 ? 'Show 1 new post' : `Show ${feed.fresh.length} new posts`}
        </FreshButton>
      ) : null}
      <Rows
        ref={list}
        role="feed"
        aria-label={label}
        aria-busy={loadingMore}
        data-testid="feed-list"
        data-item-count={items.length}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const post = items[row.index]!;
          return (
            <Row
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <FeedItem post={post} />
            </Row>
          );
        })}
      </Rows>
      <End>
        {loadingMore ? <Spinner label="Loading more posts" /> : null}
        {moreError ? (
          <Notice
            tone="error"
            action={
              <Button variant="link" onClick={loadMore}>
                Try again
              </Button>
            }
          >
            {describeError(moreError)}
          </Notice>
        ) : null}
        {!hasMore && items.length > 0 ? <Muted>You are all caught up.</Muted> : null}
        {hasMore && !loadingMore && !moreError ? (
          // For keyboard and screen-reader users who do not scroll: the same as nearing the end.
          <Button variant="secondary" onClick={loadMore}>
            Load more posts
          </Button>
        ) : null}
      </End>
    </>
  );
}

/** Feed rows are a union by kind, rendered by one switch (CONVENTIONS "Shape"). */
function FeedItem({ post }: { post: Post }) {
  switch (post.kind) {
    case 'idea':
      return <IdeaCard idea={post} context="feed" />;
    case 'thought':
      return <ThoughtCard post={post} headingLevel={3} />;
  }
}

const Rows = styled('div', { position: 'relative', width: '100%' });
// Rows are placed absolutely; the padding is the gap between them, measured with the row.
const Row = styled('div', {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: '$3',
});
const End = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 0',
});
const Muted = styled('p', { color: '$textMuted', margin: 0 });
const FreshButton = styled(Button, {
  position: 'sticky',
  top: '72px',
  zIndex: 2,
  display: 'flex',
  margin: '0 auto $3',
});
