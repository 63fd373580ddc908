// The app's navigation, in one place for every width: the phone's tab bar (up to 768 px, spec §9),
// the header's links on wider screens, and the account menu that holds everything else. Which tab
// a path belongs to is decided here too, so the tab bar and the header never disagree.
import {
  BookOpen,
  ChartNoAxesCombined,
  CircleUserRound,
  House,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { accountSettingsPaths } from '@/features/account-settings';
import { communityPaths } from '@/features/community';
import { fundingPaths } from '@/features/funding';
import { learnPaths } from '@/features/learn';
import { membershipPaths } from '@/features/membership';
import { rewardsPaths } from '@/features/rewards';
import { toolsPaths } from '@/features/tools';
import { appPaths } from '@/paths';

export type TabId = 'home' | 'invest' | 'community' | 'learn' | 'account';

export interface Tab {
  id: TabId;
  label: string;
  icon: LucideIcon;
  /** Where the tab leads; the Account tab opens the account menu instead. */
  href: string | null;
}

/** The phone's bottom bar: five tabs a thumb reaches, each with its icon and label. */
export const TABS: readonly Tab[] = [
  { id: 'home', label: 'Home', icon: House, href: appPaths.dashboard },
  { id: 'invest', label: 'Invest', icon: ChartNoAxesCombined, href: appPaths.portfolio },
  { id: 'community', label: 'Community', icon: MessagesSquare, href: communityPaths.feed },
  { id: 'learn', label: 'Learn', icon: BookOpen, href: learnPaths.home },
  { id: 'account', label: 'Account', icon: CircleUserRound, href: null },
];

export interface NavLinkItem {
  href: string;
  label: string;
  tab: TabId;
  /** When the row is short of room, the order in which links step back into "More" (1 first). */
  stepsBack: number;
}

/**
 * The header's links (wider than 768 px). All seven fit beside the brand, the XP badge and the
 * account button from about 1024 px; on a narrower row the ones a tab of the phone's bar does not
 * stand for step back first (Explore, Search, Trade), then Learn, Community, Portfolio, into the
 * header's "More" (header-fit). Funding, tools, settings and the rest are in the account menu. The
 * account-type question is an onboarding step reached from Home's next steps, not a destination.
 */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { href: appPaths.dashboard, label: 'Home', tab: 'home', stepsBack: 7 },
  { href: appPaths.portfolio, label: 'Portfolio', tab: 'invest', stepsBack: 6 },
  { href: appPaths.orders, label: 'Trade', tab: 'invest', stepsBack: 3 },
  { href: appPaths.search, label: 'Search', tab: 'invest', stepsBack: 2 },
  { href: appPaths.explore, label: 'Explore', tab: 'invest', stepsBack: 1 },
  { href: communityPaths.feed, label: 'Community', tab: 'community', stepsBack: 5 },
  { href: learnPaths.home, label: 'Learn', tab: 'learn', stepsBack: 4 },
];

/** HEADER_LINKS' indexes in the order they step back. */
export const HEADER_DROP_ORDER: readonly number[] = HEADER_LINKS.map((link, index) => ({
  index,
  rank: link.stepsBack,
}))
  .sort((a, b) => a.rank - b.rank)
  .map(({ index }) => index);

export interface MenuGroup {
  label: string;
  links: ReadonlyArray<{ href: string; label: string }>;
}

/** The account menu: a popover from the header's account button, a bottom sheet from the tab. */
export const ACCOUNT_MENU: readonly MenuGroup[] = [
  {
    label: 'Invest',
    links: [
      { href: appPaths.orders, label: 'Trade' },
      { href: appPaths.explore, label: 'Explore markets' },
      { href: toolsPaths.hub, label: 'AI tools' },
      { href: fundingPaths.funding, label: 'Funding' },
    ],
  },
  {
    label: 'You',
    links: [
      { href: accountSettingsPaths.account, label: 'Account and profile' },
      { href: rewardsPaths.referrals, label: 'Rewards and referrals' },
      { href: membershipPaths.membership, label: 'Membership' },
      { href: appPaths.settings, label: 'Settings' },
    ],
  },
];

const INVEST_PREFIXES = [
  appPaths.portfolio,
  appPaths.orders,
  '/app/securities/',
  appPaths.search,
  appPaths.explore,
  appPaths.trending,
  appPaths.earnings,
  appPaths.watchlist,
  appPaths.interests,
  appPaths.portfolioExplorer,
  appPaths.community,
  toolsPaths.hub,
  fundingPaths.funding,
];

const COMMUNITY_PREFIXES = [
  communityPaths.feed,
  communityPaths.ideas,
  communityPaths.connections,
  communityPaths.thoughtLeaders,
  communityPaths.famousInvestors,
  communityPaths.privacySettings,
  '/app/thoughts/',
  '/app/viewpoint_contributors',
  '/app/ask',
];

const PUBLIC_PROFILE = /^\/app\/users\/[^/]+\/public_profile$/;

const LEARN_PREFIXES = ['/app/learn-and-earn'];

function under(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`);
}

/**
 * The tab a path belongs to. Invest is checked first: /app/ideas/community (popular stocks) and
 * the portfolio explorer sit under /app/ideas but are about investing. Everything not claimed by
 * Home, Invest, Community or Learn (settings, rewards, membership, documents …) is Account's.
 */
export function tabOf(path: string): TabId {
  if (path === appPaths.dashboard || path === `${appPaths.dashboard}/`) return 'home';
  if (INVEST_PREFIXES.some((prefix) => under(path, prefix))) return 'invest';
  if (COMMUNITY_PREFIXES.some((prefix) => under(path, prefix))) return 'community';
  if (PUBLIC_PROFILE.test(path)) return 'community';
  if (LEARN_PREFIXES.some((prefix) => under(path, prefix))) return 'learn';
  return 'account';
}
