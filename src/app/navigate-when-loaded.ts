// Moving between the app's screens without the spinner flash. A screen whose chunk is not yet in
// suspends, and React then shows the screens' fallback (a full-screen spinner) for at least 300 ms
// (its Suspense reveal throttle), however soon the chunk arrives: every first visit to a screen
// flashed a spinner. So a navigation first asks for the next screen's chunk and waits for it up to
// CHUNK_WAIT_MS, under what a press is felt to take, and the screen, loaded, renders directly
// (preloadable-page.tsx). A chunk slower than that (a slow network, no service worker yet) gets
// the spinner as before; the chunk wait never holds a navigation longer.
import type { AroundNavHandler, Parser } from 'wouter';
import { matchRoute } from 'wouter';
import type { AppRouteTable } from '@/paths';
import { isPreloadable } from '@/preloadable-page';

/** How long a navigation waits for the next screen's chunk before it goes anyway. */
export const CHUNK_WAIT_MS = 100;

/** Loads the screen `path` opens, if its route can (isPreloadable); the first match, as Switch. */
export function preloadScreen(routes: AppRouteTable, parser: Parser, path: string): Promise<void> {
  const route = routes.find(([pattern]) => matchRoute(parser, pattern, path)[0]);
  return route && isPreloadable(route[1]) ? route[1].preload() : Promise.resolve();
}

/**
 * The router's `aroundNav`: each navigation goes once its screen's chunk is in, or after
 * CHUNK_WAIT_MS, whichever comes first; a later navigation supersedes one still waiting, so two
 * presses in a row end on the second screen.
 */
export function navigateWhenLoaded(routes: AppRouteTable, parser: Parser): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const id = ++latest;
    let gone = false;
    const go = () => {
      if (gone || id !== latest) return;
      gone = true;
      navigate(to, options);
    };
    setTimeout(go, CHUNK_WAIT_MS);
    preloadScreen(routes, parser, to.split(/[?#]/)[0] ?? to).then(go, go);
  };
}
