// A feed, virtualised (so a 10,000-item feed scrolls smoothly): only the rows
// near the viewport are in the DOM, each measured after it renders (measureElement), so rows of
// any height sit right. The page itself scrolls (useWindowVirtualizer): on a phone that keeps the
// browser's own scrolling, pull-to-refresh and address-bar behaviour. Nearing the end loads the
// next page. ARIA's feed pattern: role=feed holding articles, aria-busy while a page loads.
import { useSignals } from '@preact/signals-react/runtime';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * A first guess of a row's height until a row of its kind has been measured (then the average of
 * those is), at a phone's width, the app being mobile first: an idea card with a two-line note, a
 * thought with two lines. A guess that matches saves a second render and a jump of the rows below
 * when the row is measured (`npm run bench:feed-frames` measures the scrolling).
 */
const ESTIMATED_ROW_PX: Record<Post['kind'], number> = { idea: 219, thought: 187, reply: 120 };
/** Start the next page this many rows before the end, so it is usually there in time. */
const PREFETCH_ROWS = 8;

export function FeedList({ label, feed }: { label: string; feed: FeedData }) {
  useSignals();
  // The offline notice above the list moves it: measure again when it comes or goes.
  const online = isOnline.value;
  const list = useRef<HTMLDivElement | null>(null);
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
  // Stable until the next page arrives: the virtualiser recomputes every row's position (all
  // 10,000 of them in a long feed) whenever `getItemKey` changes, and it renders on each scroll.
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const estimate = useLearnedEstimate(items);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    ...estimate,
    overscan: 4,
    scrollMargin,
    getItemKey,
    // A scroll that keeps the same rows on screen does not render the list again; the virtualiser
    // writes a row's `top` when it mounts or is measured, and the list's height. `top`, not a 3D
    // transform: that would give every row a compositor layer of its own to paint as it arrives.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  const { containerRef } = virtualizer;
  const listRef = useCallback(
    (node: HTMLDivElement | null) => {
      list.current = node;
      containerRef(node);
    },
    [containerRef],
  );
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
        ref={listRef}
        role="feed"
        aria-label={label}
        aria-busy={loadingMore}
        data-testid="feed-list"
        data-item-count={items.length}
      >
        {rows.map((row) => {
          const post = items[row.index]!;
          return (
            <Row key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
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

/**
 * Row heights by kind: rows not yet measured are guessed at the average of the measured rows of
 * their kind (the font, the width and the text decide it, not a constant), so a long feed's height
 * is close to right before the reader gets there and rows land where they stay.
 */
function useLearnedEstimate(items: readonly Post[]) {
  const measured = useRef<Record<Post['kind'], { total: number; count: number }>>({
    idea: { total: 0, count: 0 },
    thought: { total: 0, count: 0 },
    reply: { total: 0, count: 0 },
  });
  const kindAt = (index: number) => items[index]?.kind ?? 'thought';
  return {
    estimateSize: (index: number) => {
      const kind = kindAt(index);
      const { total, count } = measured.current[kind];
      return count > 0 ? Math.round(total / count) : ESTIMATED_ROW_PX[kind];
    },
    measureElement: (
      element: Element,
      entry: ResizeObserverEntry | undefined,
      instance: Virtualizer<Window, Element>,
    ) => {
      const size = measureElement(element, entry, instance);
      const seen = measured.current[kindAt(instance.indexFromElement(element))];
      seen.total += size;
      seen.count += 1;
      return size;
    },
  };
}

/**
 * Feed rows are a union by kind, rendered by one switch (CONVENTIONS "Shape"). Memoised: the list
 * renders on every scroll event to place its rows, and a post loaded once keeps its identity, so
 * the cards already on screen are not rendered again frame after frame.
 */
const FeedItem = memo(function FeedItem({ post }: { post: Post }) {
  switch (post.kind) {
    case 'idea':
      return <IdeaCard idea={post} context="feed" />;
    case 'thought':
      return <ThoughtCard post={post} headingLevel={3} />;
  }
});

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
