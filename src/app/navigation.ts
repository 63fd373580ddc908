// The app's navigation: the header's links on wide screens and the bottom bar on phones
// (< 768 px, spec §9).
import { communityPaths } from '@/features/community';
import { fundingPaths } from '@/features/funding';
import { learnPaths } from '@/features/learn';
import { toolsPaths } from '@/features/tools';
import { appPaths } from '@/paths';

const HOME = { href: appPaths.dashboard, label: 'Home', icon: '⌂' } as const;
const PORTFOLIO = { href: appPaths.portfolio, label: 'Portfolio', icon: '◔' } as const;
// Community (issue 6/10): the feed; ideas, people, connections and privacy are reached from the
// community screens' own row of links.
const COMMUNITY = { href: communityPaths.feed, label: 'Community', icon: '☷' } as const;
// Market and discovery (issue 4/10): Search and Explore are the ways in; Trending, Earnings,
// Watchlist and Interests are also reached from Explore's own tabs (features/market/MarketTabs.tsx).
const TRADE = { href: appPaths.orders, label: 'Trade', icon: '⇅' } as const;
const SEARCH = { href: appPaths.search, label: 'Search', icon: '⌕' } as const;
const EXPLORE = { href: appPaths.explore, label: 'Explore', icon: '◈' } as const;
// AI analyst tools (issue 8/10): the hub of snapshot, screener, query tool and optimizer. On
// phones it is one of Explore's tabs, as Watchlist is on every width.
const TOOLS = { href: toolsPaths.hub, label: 'Tools', icon: '⚖' } as const;
// Funding (issue 5/10): deposits, withdrawals, banks. On phones it is reached from Home's live
// account row and from the portfolio summary of the live account.
const FUNDING = { href: fundingPaths.funding, label: 'Funding', icon: '$' } as const;
// Learn and earn (issue 7/10). Rewards, membership and subscriptions are reached from Settings'
// "Rewards and membership" card (and on phones Learn too: six items fill the bottom bar).
const LEARN = { href: learnPaths.home, label: 'Learn', icon: '✎' } as const;
const SETTINGS = { href: appPaths.settings, label: 'Settings', icon: '⚙' } as const;

/**
 * The header (768 px and wider). The account-type question (/app/account_type) is an onboarding
 * step reached from Home's next steps and the live account row, not a destination of its own.
 */
export const NAV_ITEMS = [
  HOME,
  PORTFOLIO,
  TRADE,
  COMMUNITY,
  SEARCH,
  EXPLORE,
  TOOLS,
  FUNDING,
  LEARN,
  SETTINGS,
] as const;

/** The phone's bottom bar: six at most fit 390 px with readable labels. Trade is on every
 *  security page (and the installed app's Trade shortcut); Watchlist is one of Explore's tabs. */
export const PHONE_NAV_ITEMS = [HOME, PORTFOLIO, COMMUNITY, SEARCH, EXPLORE, SETTINGS] as const;
