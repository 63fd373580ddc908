// The discovery screens' own navigation (spec §2 mobile: explore, trending stocks, upcoming
// earnings, watchlist, interests selection): one row of links under the title, so the bottom bar
// needs only Search, Explore and Watchlist. It scrolls sideways on a phone instead of wrapping.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { appPaths } from '@/paths';
import { styled } from '@/ui/theme/stitches';

const TABS = [
  [appPaths.explore, 'Explore'],
  [appPaths.trending, 'Trending'],
  [appPaths.earnings, 'Earnings'],
  [appPaths.watchlist, 'Watchlist'],
  [appPaths.interests, 'Interests'],
] as const;

export function MarketTabs() {
  const [location] = useLocation();
  const bar = useRef<HTMLElement>(null);
  // On a phone the row scrolls: bring the current tab into view (Watchlist, Interests sit far right).
  useEffect(() => {
    bar.current
      ?.querySelector('[aria-current=page]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [location]);
  return (
    <Bar aria-label="Markets" ref={bar}>
      {TABS.map(([href, label]) => (
        <Tab key={href} href={href} aria-current={location === href ? 'page' : undefined}>
          {label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled('nav', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  margin: '0 0 $4',
  paddingBottom: '$1',
});
const Tab = styled(Link, {
  flexShrink: 0,
  padding: '$2 $4',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '$sm',
  '&[aria-current=page]': {
    color: '$buttonText',
    backgroundColor: '$primaryCtaButton',
    borderColor: '$primaryCtaButton',
  },
});
