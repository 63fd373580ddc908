// The feed's three tabs: Following (activity), Community and Popular ideas.
// WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and select (automatic activation,
// since a tab's content is one request away). Selecting sends "tab viewed" (spec §3).
import { useRef, type KeyboardEvent } from 'react';
import { trackTabViewed } from '@/platform/analytics/events';
import { styled } from '@/ui/theme/stitches';
import type { FeedName } from './api';

export const FEED_TABS: ReadonlyArray<{ feed: FeedName; label: string; slug: string }> = [
  { feed: 'activity', label: 'Following', slug: 'following' },
  { feed: 'community', label: 'Community', slug: 'community' },
  { feed: 'popular_ideas', label: 'Popular ideas', slug: 'popular' },
];

export const tabId = (slug: string) => `feed-tab-${slug}`;
export const panelId = 'feed-panel';

export function FeedTabs({
  selected,
  onSelect,
}: {
  selected: FeedName;
  onSelect: (feed: FeedName) => void;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const tab = FEED_TABS[index]!;
    buttons.current[index]?.focus();
    if (tab.feed === selected) return;
    onSelect(tab.feed);
    trackTabViewed({
      context: 'feed',
      platform: 'web',
      position: 'body',
      description: tab.label,
    });
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const last = FEED_TABS.length - 1;
    const to = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <List role="tablist" aria-label="Feeds">
      {FEED_TABS.map((tab, index) => {
        const active = tab.feed === selected;
        return (
          <Tab
            key={tab.feed}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.slug)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled('div', {
  display: 'flex',
  borderBottom: '1px solid $border',
  margin: '0 0 $4',
});
const Tab = styled('button', {
  appearance: 'none',
  flex: '1 1 0',
  minHeight: '44px',
  padding: '$2 $3',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: '$textMuted',
  fontFamily: 'inherit',
  fontSize: '$md',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '@mobile': { fontSize: '$sm', padding: '$2 $1' },
  '&[aria-selected=true]': { color: '$text', borderBottomColor: '$primaryCtaButton' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
});
