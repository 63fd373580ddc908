// Lazy entry points other features mount: each screen-sized block is its own chunk.
import { lazy } from 'react';

/** The security page's Community block (wrap it in Suspense). */
export const LazySecurityCommunity = lazy(() => import('./SecurityCommunity'));

/**
 * The conversation under a post (ReplyThread), for the thought and idea pages: a chunk of its own,
 * so the app shell, which carries the cards' shared modules, does not carry it too.
 */
export const LazyReplyThread = lazy(() =>
  import('./ReplyThread').then((module) => ({ default: module.ReplyThread })),
);
