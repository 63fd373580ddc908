// The discovery screens' own navigation (spec §2 mobile: explore, trending stocks, upcoming
// earnings, watchlist, interests selection) and the AI tools: one row of links under
// the title, so the bottom bar needs only Search and Explore.
import { toolsPaths } from '@/features/tools';
import { appPaths } from '@/paths';
import { LinkTabs } from '@/ui/LinkTabs';

const TABS = [
  [appPaths.explore, 'Explore'],
  [appPaths.trending, 'Trending'],
  [appPaths.earnings, 'Earnings'],
  [appPaths.watchlist, 'Watchlist'],
  [appPaths.interests, 'Interests'],
  [toolsPaths.hub, 'AI tools'],
] as const;

export function MarketTabs() {
  return <LinkTabs label="Markets" links={TABS} />;
}
