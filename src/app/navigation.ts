// The app's navigation, in one place for every width: the phone's tab bar (under 768 px, spec §9),
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
}

/**
 * The header's links (768 px and wider). Seven short words fit beside the brand, the XP badge and
 * the account button at 1024 px; funding, tools, settings and the rest are in the account menu,
 * so the row never has to scroll or clip. The account-type question is an onboarding step reached
 * from Home's next steps, not a destination of its own.
 */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { href: appPaths.dashboard, label: 'Home', tab: 'home' },
  { href: appPaths.portfolio, label: 'Portfolio', tab: 'invest' },
  { href: appPaths.orders, label: 'Trade', tab: 'invest' },
  { href: appPaths.search, label: 'Search', tab: 'invest' },
  { href: appPaths.explore, label: 'Explore', tab: 'invest' },
  { href: communityPaths.feed, label: 'Community', tab: 'community' },
  { href: learnPaths.home, label: 'Learn', tab: 'learn' },
];

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
