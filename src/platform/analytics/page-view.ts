// The page-view seam (issue 1/10): routes.tsx calls this on every route change. The analytics
// client with its IndexedDB queue (issue 3/10) replaces the body; callers keep this signature.
import { pageNameFor } from './page-names';

export interface PageView {
  name: string;
  location: string;
}

type Listener = (view: PageView) => void;
const listeners = new Set<Listener>();

export function trackPageView(name: string, location: string): void {
  for (const listener of listeners) listener({ name, location });
}

export function onPageView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function trackRouteChange(pathname: string, search: string): void {
  // A 404's tracing events are dropped (spec §2); its page view is still recorded.
  trackPageView(pageNameFor(pathname), pathname + search);
}
