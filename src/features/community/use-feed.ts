// One feed's pages: the first page, more by cursor as the reader nears the end
// (the server's cursor is the last id seen, so pages never repeat or skip while posts arrive), and
// fresh posts pulled when the window regains focus. Each page loaded sends "feed loaded
// {item_count}" (spec §3).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '@/contract/community';
import { trackFeedLoaded } from '@/platform/analytics/events';
import { loadFeed, type FeedName } from './api';

type FeedStatus = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready' };

export interface FeedData {
  status: FeedStatus;
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

/** Smaller pages on a slow connection (Network Information API, where the browser has it). */
function pageSize(): number {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType) ? 10 : 30;
}

/** Post ids are growing integers sent as text: compare them by length, then by digits. */
const newer = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

export function useFeed(feed: FeedName, atTop: () => boolean): FeedData {
  const [status, setStatus] = useState<FeedStatus>({ kind: 'loading' });
  const [items, setItems] = useState<readonly Post[]>([]);
  const [fresh, setFresh] = useState<readonly Post[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest values for callbacks that outlive a render (focus listener, loadMore).
  const live = useRef({ items, cursor, loadingMore, feed, fresh });
  live.current = { items, cursor, loadingMore, feed, fresh };
  /** Set when the fresh posts fill a whole page: older ones may lie between them and the list. */
  const freshCursor = useRef<string | null | undefined>(undefined);
  const atTopRef = useRef(atTop);
  atTopRef.current = atTop;

  useEffect(() => {
    let current = true;
    setStatus({ kind: 'loading' });
    setItems([]);
    setFresh([]);
    setCursor(null);
    setMoreError(null);
    loadFeed(feed, undefined, pageSize()).then(
      (page) => {
        if (!current) return;
        setItems(page.items);
        setCursor(page.next_cursor);
        setStatus({ kind: 'ready' });
        trackFeedLoaded({ item_count: page.items.length });
      },
      (error: unknown) => current && setStatus({ kind: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [feed, attempt]);

  const loadMore = useCallback(() => {
    const { cursor: next, loadingMore: busy } = live.current;
    if (!next || busy) return;
    setLoadingMore(true);
    setMoreError(null);
    const forFeed = live.current.feed;
    loadFeed(forFeed, next, pageSize()).then(
      (page) => {
        if (live.current.feed !== forFeed) return;
        setItems((previous) => {
          const known = new Set(previous.map((post) => post.id));
          return [...previous, ...page.items.filter((post) => !known.has(post.id))];
        });
        setCursor(page.next_cursor);
        setLoadingMore(false);
        trackFeedLoaded({ item_count: page.items.length });
      },
      (error: unknown) => {
        setMoreError(error);
        setLoadingMore(false);
      },
    );
  }, []);

  // Pull fresh on focus: posts newer than the top of the list join it at once when the reader is
  // at the top, otherwise they wait behind a "new posts" button so nothing jumps under a finger.
  useEffect(() => {
    const pull = () => {
      if (document.visibilityState === 'hidden') return;
      const { items: shown, feed: forFeed } = live.current;
      if (shown.length === 0) return;
      loadFeed(forFeed, undefined, pageSize()).then(
        (page) => {
          if (live.current.feed !== forFeed) return;
          const top = live.current.items[0]?.id;
          const arrived = page.items.filter((post) => !top || newer(post.id, top));
          if (arrived.length === 0) return;
          trackFeedLoaded({ item_count: page.items.length });
          // A whole page of new posts may not reach the list: then the page replaces it.
          const gap = arrived.length === page.items.length && page.next_cursor !== null;
          freshCursor.current = gap ? page.next_cursor : undefined;
          if (atTopRef.current()) showPostsRef.current(arrived);
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
  }, []);

  function showPosts(arrived: readonly Post[]) {
    if (freshCursor.current !== undefined) {
      setItems(arrived);
      setCursor(freshCursor.current);
    } else {
      setItems((previous) => {
        const known = new Set(previous.map((post) => post.id));
        return [...arrived.filter((post) => !known.has(post.id)), ...previous];
      });
    }
    freshCursor.current = undefined;
    setFresh([]);
  }
  const showPostsRef = useRef(showPosts);
  showPostsRef.current = showPosts;
  const showFresh = useCallback(() => showPostsRef.current(live.current.fresh), []);

  return {
    status,
    items,
    fresh,
    hasMore: cursor !== null,
    loadingMore,
    moreError,
    loadMore,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    showFresh,
  };
}
