// The page-view seam: routes.tsx calls this on every route change (spec §2). Once the
// analytics client is started (start.ts) each view is also a 'page viewed' event (spec §3).
// It sends without events.ts's schema check: the properties are built right here from the path,
// always fit the 'page viewed' schema (events.test.ts proves it), and keeping superstruct's
// schemas out of the entry chunk is part of the JS budget of `/`.
import { pageNameFor } from './page-names';
import { hasEventSender, sendEvent } from './sender';

export interface PageView {
  name: string;
  location: string;
}

export const PAGE_VIEWED = 'page viewed';

/** The 'page viewed' event's properties (spec §3): the location, with §2's page name. */
export const pageViewedProperties = (view: PageView) => ({
  location: view.location,
  page_name: view.name,
});

/** Views before the client has loaded (it is a lazy chunk), replayed in order once it has. */
const pending: PageView[] = [];
const PENDING_CAP = 512; // the cap on calls waiting for initialisation (spec §9 queue cap)

export function trackPageView(name: string, location: string): void {
  if (hasEventSender()) sendEvent(PAGE_VIEWED, pageViewedProperties({ name, location }));
  // Before startAnalytics: keep it in the browser; pre-rendering (no window) records nothing.
  else if (typeof window !== 'undefined' && pending.length < PENDING_CAP)
    pending.push({ name, location });
}

/** Called once the sender is set (start.ts callers): logs the views that came before. */
export function replayPendingPageViews(): void {
  for (const view of pending.splice(0)) sendEvent(PAGE_VIEWED, pageViewedProperties(view));
}

export function trackRouteChange(pathname: string, search: string): void {
  // A 404's tracing events are dropped (spec §2); its page view is still recorded.
  trackPageView(pageNameFor(pathname), pathname + search);
}
