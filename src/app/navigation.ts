// The app's navigation: the header's links on wide screens and the bottom bar on phones
// (< 768 px, spec §9). Later issues add Community and Learn as they land.
import { fundingPaths } from '@/features/funding';
import { appPaths } from '@/paths';

const HOME = { href: appPaths.dashboard, label: 'Home', icon: '⌂' } as const;
const PORTFOLIO = { href: appPaths.portfolio, label: 'Portfolio', icon: '◔' } as const;
// Market and discovery (issue 4/10): Search and Explore are the ways in; Trending, Earnings and
// Interests are reached from Explore's own tabs (features/market/MarketTabs.tsx).
// Funding (issue 5/10): deposits, withdrawals, banks. On phones it is reached from Home and
// from Portfolio's funding history.
const FUNDING = { href: fundingPaths.funding, label: 'Funding', icon: '$' } as const;
const TRADE = { href: appPaths.orders, label: 'Trade', icon: '⇅' } as const;
const SEARCH = { href: appPaths.search, label: 'Search', icon: '⌕' } as const;
const EXPLORE = { href: appPaths.explore, label: 'Explore', icon: '◈' } as const;
const WATCHLIST = { href: appPaths.watchlist, label: 'Watchlist', icon: '☆' } as const;
const ACCOUNT = { href: appPaths.accountType, label: 'Account', icon: '◎' } as const;
const SETTINGS = { href: appPaths.settings, label: 'Settings', icon: '⚙' } as const;

/** The header (768 px and wider). */
export const NAV_ITEMS = [
  HOME,
  PORTFOLIO,
  TRADE,
  FUNDING,
  SEARCH,
  EXPLORE,
  WATCHLIST,
  ACCOUNT,
  SETTINGS,
] as const;

/** The phone's bottom bar: six at most fit 390 px with readable labels. Account is reached from
 *  Home's next steps, Trade from every security page (and the installed app's Trade shortcut). */
export const PHONE_NAV_ITEMS = [HOME, PORTFOLIO, SEARCH, EXPLORE, WATCHLIST, SETTINGS] as const;
