// §3 'button clicked' and 'tab viewed' from clicks anywhere on the page, chosen by markup: the
// clicks the page records from its first script on (click-recorder.ts) are handed here once
// analytics has started (start.ts), so a call to action or a tab strip opts in with an attribute
// and adds no code to its own chunk (`/` and the app shell are at their budgets).
// - `data-analytics="<description>"` on a button or link (the shared Button passes it on):
//   'button clicked', placed in the header, footer or body it sits in (§3 node locations).
// - `data-analytics-tabs="<context>"` on a strip whose tabs are links (LinkTabs, the tab bar):
//   'tab viewed' when a tab other than the current one is chosen.
// The properties are built here and always fit events.ts's schemas (clicks.component.test.tsx
// proves it), as page views do (page-view.ts): superstruct stays out of the entry chunk. The module
// imports nothing at run time, so loading it costs start.ts no preload list.
import type { RecordedClick } from './click-recorder';
import type { EventSender } from './sender';

/** §3 platforms: the one the app runs on (platform/shell/detect.ts `shellPlatform`). */
type Platform = () => string;

const positionOf = (element: Element) =>
  element.closest('header') ? 'header' : element.closest('footer') ? 'footer' : 'body';

/** The screen it happened on (events.ts `Context`: 1 to 200 characters). */
const screenContext = (path: string) => path.slice(0, 200) || '/';

function buttonClickedProperties(button: HTMLElement, path: string, platform: Platform) {
  return {
    button_type: button.tagName === 'A' ? 'link' : 'button',
    context: screenContext(path),
    description: button.dataset.analytics ?? '',
    position: positionOf(button),
    platform: platform(),
  };
}

function tabViewedProperties(
  tab: HTMLElement,
  strip: HTMLElement,
  path: string,
  platform: Platform,
) {
  return {
    context: strip.dataset.analyticsTabs || screenContext(path),
    platform: platform(),
    position: positionOf(strip),
    description: tab.textContent?.trim() ?? '',
  };
}

/** The §3 events one recorded click stands for, sent through `sender`. */
export function trackClick(
  { target, path, current }: RecordedClick,
  sender: Pick<EventSender, 'logEvent'>,
  platform: Platform,
): void {
  const button = target.closest<HTMLElement>('[data-analytics]');
  if (button)
    void sender.logEvent('button clicked', buttonClickedProperties(button, path, platform));
  const tab = target.closest<HTMLElement>('[data-analytics-tabs] a');
  const strip = tab?.closest<HTMLElement>('[data-analytics-tabs]');
  if (tab && strip && !current) {
    void sender.logEvent('tab viewed', tabViewedProperties(tab, strip, path, platform));
  }
}
