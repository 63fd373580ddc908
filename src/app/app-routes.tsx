// The /app side of the route table (spec §2 "Web app routes"). It lives in the lazy app chunk, so
// marketing pages (`/` above all, for its JS budget) never carry it. Features with many
// screens keep their part of the table beside them (features/*/routes.ts) and are spread in here.
import { preloadablePage } from '@/preloadable-page';
import type * as PortfolioScreens from '@/features/portfolio/screens';
import { appInfoPaths, appPaths, type AppRouteTable } from '@/paths';
import { infoPageRoute as info } from '@/info-page-route';
import { COMMUNITY_ROUTES } from '@/features/community/routes';
import { DOCUMENTS_ROUTES } from '@/features/documents/routes';
import { FUNDING_ROUTES } from '@/features/funding/routes';
import { LIVE_ACCOUNTS_ROUTES } from '@/features/live-accounts/routes';
import { RECURRING_DEPOSITS_ROUTES } from '@/features/recurring-deposits/routes';
import { THOUGHTS_ROUTES } from '@/features/thoughts/routes';
import { VIEWPOINTS_ROUTES } from '@/features/viewpoints/routes';
import { MEMBERSHIP_ROUTES } from '@/features/membership/routes';
import { SOCIAL_ROUTES } from '@/features/social/routes';
import { REWARDS_ROUTES } from '@/features/rewards/routes';
import { LEARN_ROUTES } from '@/features/learn/routes';
import { OPTIMIZER_ROUTES } from '@/features/optimizer/routes';
import { SNAPSHOT_ROUTES } from '@/features/snapshot/routes';
import { TOOLS_ROUTES } from '@/features/tools/routes';
import { SUPPORT_ROUTES } from '@/features/support/routes';
import { NOTIFICATIONS_ROUTES } from '@/features/notifications/routes';
import { SANDBOX_MAIL_ROUTES } from '@/features/sandbox-mail/routes';
import { LIBRARY_ROUTES } from '@/features/library/routes';
import { ACCOUNT_SETTINGS_ROUTES } from '@/features/account-settings/routes';

/**
 * The portfolio screens share one lazy chunk (features/portfolio/screens.ts). Like home, they are
 * screens members land on (routes.tsx APP_LANDING_SCREENS): AppArea loads them before it renders
 * (preloadable-page.tsx says why).
 */
const portfolio = (screen: Exclude<keyof typeof PortfolioScreens, 'prefetchData'>) =>
  preloadablePage(() =>
    import('@/features/portfolio/screens').then((m) => ({ default: m[screen] })),
  );

/** App routes under /app (spec §2 "Web app routes"); new screens add theirs here. */
export const APP_ROUTES: AppRouteTable = [
  [
    appPaths.dashboard,
    preloadablePage(() => import('@/features/dashboard/DashboardScreen')),
    { signedIn: false },
  ],
  [
    appPaths.login,
    preloadablePage(() => import('@/features/auth/LoginScreen')),
    { signedIn: false },
  ],
  [
    appPaths.signUp,
    preloadablePage(() => import('@/features/auth/SignUpScreen')),
    { signedIn: false },
  ],
  [
    appPaths.signUpShort,
    preloadablePage(() => import('@/features/auth/SignUpScreen')),
    { signedIn: false },
  ],
  [
    appPaths.forgotPassword,
    preloadablePage(() => import('@/features/auth/ForgotPasswordScreen')),
    { signedIn: false },
  ],
  [
    appPaths.resetPassword,
    preloadablePage(() => import('@/features/auth/ResetPasswordScreen')),
    { signedIn: false },
  ],
  [
    appPaths.verifyEmail,
    preloadablePage(() => import('@/features/auth/VerifyEmailScreen')),
    { signedIn: false },
  ],
  [
    appPaths.accountType,
    preloadablePage(() => import('@/features/accounts/AccountTypeScreen')),
    { signedIn: true },
  ],
  [
    appPaths.brokerageAccount,
    preloadablePage(() => import('@/features/accounts/BrokerageAccountScreen')),
    { signedIn: true },
  ],
  [
    appPaths.investingExperience,
    preloadablePage(() => import('@/features/accounts/InvestingExperienceScreen')),
    { signedIn: true },
  ],
  [
    appPaths.orders,
    preloadablePage(() => import('@/features/orders/TradeScreen')),
    { signedIn: true },
  ],
  // Portfolio: overview, history, explorer and the community's popular stocks.
  [appPaths.portfolio, portfolio('PortfolioScreen'), { signedIn: true }],
  [appPaths.portfolioHistory, portfolio('HistoryScreen'), { signedIn: true }],
  [appPaths.portfolioExplorer, portfolio('ExplorerScreen'), { signedIn: true }],
  [appPaths.community, portfolio('CommunityScreen'), { signedIn: true }],
  // Market and discovery: search, security page, explore, trending, earnings,
  // watchlist and interests, each its own chunk. The market API needs a session, so they do too.
  [
    appPaths.search,
    preloadablePage(() => import('@/features/market/SearchScreen')),
    { signedIn: true },
  ],
  [
    appPaths.security,
    preloadablePage(() => import('@/features/market/SecurityScreen')),
    { signedIn: true },
  ],
  [
    appPaths.explore,
    preloadablePage(() => import('@/features/market/ExploreScreen')),
    { signedIn: true },
  ],
  [
    appPaths.trending,
    preloadablePage(() => import('@/features/market/TrendingScreen')),
    { signedIn: true },
  ],
  [
    appPaths.earnings,
    preloadablePage(() => import('@/features/market/EarningsScreen')),
    { signedIn: true },
  ],
  [
    appPaths.watchlist,
    preloadablePage(() => import('@/features/market/WatchlistScreen')),
    { signedIn: true },
  ],
  [
    appPaths.interests,
    preloadablePage(() => import('@/features/market/InterestsScreen')),
    { signedIn: true },
  ],
  // Funding and the live-account application.
  ...FUNDING_ROUTES,
  ...RECURRING_DEPOSITS_ROUTES,
  ...LIVE_ACCOUNTS_ROUTES,
  ...DOCUMENTS_ROUTES,
  // Community.
  ...THOUGHTS_ROUTES,
  ...COMMUNITY_ROUTES,
  ...VIEWPOINTS_ROUTES,
  // Memberships and subscriptions.
  ...MEMBERSHIP_ROUTES,
  ...SOCIAL_ROUTES,
  // Rewards.
  ...REWARDS_ROUTES,
  // Learn and earn.
  ...LEARN_ROUTES,
  // AI analyst tools (spec §1): the hub, screener, query tool, snapshot, optimizer.
  ...TOOLS_ROUTES,
  ...SNAPSHOT_ROUTES,
  ...OPTIMIZER_ROUTES,
  // Support requests, news articles and the audio library.
  ...SUPPORT_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...SANDBOX_MAIL_ROUTES,
  ...LIBRARY_ROUTES,
  // The account screens: /app/account, /app/users/edit and the rest.
  ...ACCOUNT_SETTINGS_ROUTES,
  [
    appPaths.settings,
    preloadablePage(() => import('@/features/settings/SettingsScreen')),
    { signedIn: false },
  ],
  // The same documents as the marketing side, from one source (marketing/content).
  ...(Object.keys(appInfoPaths) as Array<keyof typeof appInfoPaths>).map(
    (key) => [appInfoPaths[key], info(key), { signedIn: false }] as const,
  ),
];
