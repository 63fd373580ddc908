// One feed's pages through the app's query cache (platform/queries): the first page, more by
// cursor as the reader nears the end (the server's cursor is the last id seen, so pages never
// repeat or skip while posts arrive), and fresh posts pulled when the window regains focus. Going
// back to a feed shows its pages at once while they are asked for again. Each page loaded sends
// "feed loaded {item_count}" (spec §3).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { AnyEndpoint } from '@/contract/endpoint';
import type { Post, PostPage } from '@/contract/community';
import { trackFeedLoaded } from '@/platform/analytics/events';
import type { QueryState } from '@/platform/api';
import { apiPagesKey, queryClient, useApiPages } from '@/platform/queries';
import { loadFeed, type FeedName } from './api';
import * as communityEndpoints from '@/contract/endpoints/community';

export interface FeedData {
  state: QueryState<readonly Post[]>;
  items: readonly Post[];
  /** Posts newer than the list, held back while the reader is scrolled down. */
  fresh: readonly Post[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
  showFresh: () => void;
}

const FEED_ENDPOINTS: Record<FeedName, AnyEndpoint> = {
  activity: communityEndpoints.activityFeed,
  community: communityEndpoints.communityFeed,
  popular_ideas: communityEndpoints.popularIdeas,
};

/** Smaller pages on a slow connection (Network Information API, where the browser has it). */
function pageSize(): number {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType) ? 10 : 30;
}

/** Post ids are growing integers sent as text: compare them by length, then by digits. */
const newer = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

async function loadPage(feed: FeedName, cursor: string | undefined): Promise<PostPage> {
  const page = await loadFeed(feed, cursor, pageSize());
  trackFeedLoaded({ item_count: page.items.length });
  return page;
}

/** The pages as one list: a post that moved to a later page while they loaded shows once. */
function flatten(pages: readonly PostPage[]): readonly Post[] {
  const seen = new Set<string>();
  const items: Post[] = [];
  for (const page of pages)
    for (const post of page.items)
      if (!seen.has(post.id)) {
        seen.add(post.id);
        items.push(post);
      }
  return items;
}

const NO_POSTS: readonly Post[] = [];

export function useFeed(feed: FeedName, atTop: () => boolean): FeedData {
  const pages = useApiPages(
    {
      reads: [FEED_ENDPOINTS[feed]],
      load: (cursor) => loadPage(feed, cursor),
      nextCursor: (page: PostPage) => page.next_cursor,
    },
    // Focus pulls fresh posts into the list below instead of reloading every page under a finger.
    { refetchOnWindowFocus: false },
  );
  const items = useMemo(
    () => (pages.state.status === 'success' ? flatten(pages.state.data) : NO_POSTS),
    [pages.state],
  );
  const [fresh, setFresh] = useState<readonly Post[]>(NO_POSTS);
  // The latest values for listeners that outlive a render.
  const live = useRef({ items, fresh, atTop });
  live.current = { items, fresh, atTop };
  /** Set when the fresh posts fill a whole page: older ones may lie between them and the list. */
  const freshPage = useRef<PostPage | undefined>(undefined);

  const showPosts = useCallback(
    (arrived: readonly Post[]) => {
      const key = apiPagesKey([FEED_ENDPOINTS[feed]]);
      const gap = freshPage.current;
      queryClient.setQueryData<InfiniteData<PostPage, string | undefined>>(key, (data) => {
        if (!data) return data;
        // A whole page of new posts may not reach the list: then that page replaces it.
        if (gap) return { pages: [gap], pageParams: [undefined] };
        const first = data.pages[0];
        if (!first) return data;
        return {
          ...data,
          pages: [{ ...first, items: [...arrived, ...first.items] }, ...data.pages.slice(1)],
        };
      });
      freshPage.current = undefined;
      setFresh(NO_POSTS);
    },
    [feed],
  );

  // Pull fresh on focus: posts newer than the top of the list join it at once when the reader is
  // at the top, otherwise they wait behind a "new posts" button so nothing jumps under a finger.
  useEffect(() => {
    const pull = () => {
      if (document.visibilityState === 'hidden') return;
      const shown = live.current.items;
      if (shown.length === 0) return;
      loadPage(feed, undefined).then(
        (page) => {
          const top = live.current.items[0]?.id;
          const arrived = page.items.filter((post) => !top || newer(post.id, top));
          if (arrived.length === 0) return;
          const gap = arrived.length === page.items.length && page.next_cursor !== null;
          freshPage.current = gap ? page : undefined;
          if (live.current.atTop()) showPosts(arrived);
          else setFresh(arrived);
        },
        () => {}, // a failed refresh leaves the list as it is; the next focus tries again
      );
    };
    window.addEventListener('focus', pull);
    document.addEventListener('visibilitychange', pull);
    return () => {
      window.removeEventListener('focus', pull);
      document.removeEventListener('visibilitychange', pull);
    };
  }, [feed, showPosts]);

  const state: QueryState<readonly Post[]> =
    pages.state.status === 'success' ? { status: 'success', data: items } : pages.state;
  return {
    state,
    items,
    fresh,
    hasMore: pages.hasMore,
    loadingMore: pages.loadingMore,
    moreError: pages.moreError,
    loadMore: pages.loadMore,
    reload: pages.reload,
    showFresh: useCallback(() => showPosts(live.current.fresh), [showPosts]),
  };
}
