// The one route table (spec §2): marketing paths, the app under /app, own areas (/blog, /a/),
// and a redirect to /app (keeping the query) for everything else. Every screen is a lazy chunk.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { MarketingLayout } from '@marketing/MarketingLayout';
import type { InfoPageKey } from '@marketing/content';
import type { AppRouteTable } from '@/app/AppArea';
import type * as PortfolioScreens from '@/features/portfolio/screens';
import { UpdatePrompt } from '@/app/UpdatePrompt';
import { trackRouteChange } from '@/platform/analytics/page-view';
import { appInfoPaths, appPaths, marketingPaths, OWN_AREA_PREFIXES } from '@/paths';
import { FullScreenSpinner } from '@/ui/Spinner';
import { useHydrated } from '@/ui/use-hydrated';
import { applyThemeFor } from '@/ui/theme/theme-state';

const info = (key: InfoPageKey) =>
  lazy(() => import('@marketing/pages/info-routes').then((m) => ({ default: m.infoPageFor(key) })));
const statusPage = (code: 404 | 500) =>
  lazy(() =>
    import('@marketing/pages/StatusPage').then((m) => ({
      default: code === 404 ? m.NotFoundPage : m.ServerErrorPage,
    })),
  );
/** The portfolio screens share one lazy chunk (features/portfolio/screens.ts). */
const portfolio = (screen: keyof typeof PortfolioScreens) =>
  lazy(() => import('@/features/portfolio/screens').then((m) => ({ default: m[screen] })));
const NotFound = statusPage(404);
const AppArea = lazy(() => import('@/app/AppArea'));

/** Marketing routes: path → page (spec §2 "Marketing pages"). */
const MARKETING: ReadonlyArray<readonly [string, ComponentType]> = [
  [marketingPaths.splash, lazy(() => import('@marketing/pages/SplashPage'))],
  [marketingPaths.about, info('about')],
  [marketingPaths.enterprise, info('enterprise')],
  [marketingPaths.contact, info('contact')],
  [marketingPaths.faq, info('faq')],
  [marketingPaths.legal, info('legal')],
  [marketingPaths.marginDisclosure, info('marginDisclosure')],
  [marketingPaths.privacyPolicy, info('privacyPolicy')],
  [marketingPaths.referrals, info('referrals')],
  [marketingPaths.referralRules, info('referralRules')],
  [marketingPaths.influencerDisclosure, info('influencerDisclosure')],
  [marketingPaths.rewardsRules, info('rewardsRules')],
  [marketingPaths.learnAndEarnRules, info('learnAndEarnRules')],
  [marketingPaths.termsOfService, info('termsOfService')],
  [marketingPaths.tos, info('termsOfService')],
  [marketingPaths.viewpointGuidelines, info('viewpointGuidelines')],
  [marketingPaths.fundingBonusRules, info('fundingBonusRules')],
  [marketingPaths.surveyRules, info('surveyRules')],
  [marketingPaths.securities, info('securities')],
  [marketingPaths.moneyMakeover, lazy(() => import('@marketing/pages/MoneyMakeoverPage'))],
  [marketingPaths.share, lazy(() => import('@marketing/pages/SharePage'))],
  [marketingPaths.notFound, NotFound],
  [marketingPaths.serverError, statusPage(500)],
];

/** App routes under /app (spec §2 "Web app routes"); later issues add theirs here. */
const APP: AppRouteTable = [
  [
    appPaths.dashboard,
    lazy(() => import('@/features/dashboard/DashboardScreen')),
    { signedIn: false },
  ],
  [appPaths.login, lazy(() => import('@/features/auth/LoginScreen')), { signedIn: false }],
  [appPaths.signUp, lazy(() => import('@/features/auth/SignUpScreen')), { signedIn: false }],
  [appPaths.signUpShort, lazy(() => import('@/features/auth/SignUpScreen')), { signedIn: false }],
  [
    appPaths.accountType,
    lazy(() => import('@/features/account/AccountTypeScreen')),
    { signedIn: true },
  ],
  [
    appPaths.brokerageAccount,
    lazy(() => import('@/features/account/BrokerageAccountScreen')),
    { signedIn: true },
  ],
  [
    appPaths.investingExperience,
    lazy(() => import('@/features/account/InvestingExperienceScreen')),
    { signedIn: true },
  ],
  [appPaths.orders, lazy(() => import('@/features/trade/TradeScreen')), { signedIn: true }],
  // Portfolio (issue 4/10): overview, history, explorer and the community's popular stocks.
  [appPaths.portfolio, portfolio('PortfolioScreen'), { signedIn: true }],
  [appPaths.portfolioHistory, portfolio('HistoryScreen'), { signedIn: true }],
  [appPaths.portfolioExplorer, portfolio('ExplorerScreen'), { signedIn: true }],
  [appPaths.community, portfolio('CommunityScreen'), { signedIn: true }],
  // Market and discovery (issue 4/10): search, security page, explore, trending, earnings,
  // watchlist and interests, each its own chunk. The market API needs a session, so they do too.
  [appPaths.search, lazy(() => import('@/features/market/SearchScreen')), { signedIn: true }],
  [appPaths.security, lazy(() => import('@/features/market/SecurityScreen')), { signedIn: true }],
  [appPaths.explore, lazy(() => import('@/features/market/ExploreScreen')), { signedIn: true }],
  [appPaths.trending, lazy(() => import('@/features/market/TrendingScreen')), { signedIn: true }],
  [appPaths.earnings, lazy(() => import('@/features/market/EarningsScreen')), { signedIn: true }],
  [appPaths.watchlist, lazy(() => import('@/features/market/WatchlistScreen')), { signedIn: true }],
  [appPaths.interests, lazy(() => import('@/features/market/InterestsScreen')), { signedIn: true }],
  [
    appPaths.settings,
    lazy(() => import('@/features/settings/SettingsScreen')),
    { signedIn: false },
  ],
  // The same documents as the marketing side, from one source (marketing/content).
  ...(Object.keys(appInfoPaths) as Array<keyof typeof appInfoPaths>).map(
    (key) => [appInfoPaths[key], info(key), { signedIn: false }] as const,
  ),
];

export const isAppPath = (path: string) => path === '/app' || path.startsWith('/app/');
const isOwnArea = (path: string) =>
  OWN_AREA_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  // A public signal that the page is interactive, for tests and tools. It follows the render in
  // which every useHydrated() has flipped (their updates are batched), so forms are enabled by then.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = 'true';
  }, [hydrated]);
  useEffect(() => {
    trackRouteChange(location, search ? `?${search}` : '');
    applyThemeFor(location);
  }, [location, search]);
  return (
    <>
      {isAppPath(location) ? (
        <Suspense fallback={<FullScreenSpinner />}>
          <AppArea routes={APP} fallback={RedirectToApp} />
        </Suspense>
      ) : (
        <MarketingArea path={location} />
      )}
      <UpdatePrompt />
    </>
  );
}

function MarketingArea({ path }: { path: string }) {
  return (
    <MarketingLayout>
      <Suspense fallback={<FullScreenSpinner />}>
        {isOwnArea(path) ? (
          <NotFound />
        ) : (
          <Switch>
            {MARKETING.map(([routePath, Page]) => (
              <Route key={routePath} path={routePath} component={Page} />
            ))}
            <Route>
              <RedirectToApp />
            </Route>
          </Switch>
        )}
      </Suspense>
    </MarketingLayout>
  );
}

/** Any other path goes to /app keeping its query string, with a full-screen spinner (spec §2). */
function RedirectToApp() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    navigate(`${appPaths.dashboard}${search ? `?${search}` : ''}`, { replace: true });
  }, [navigate, search]);
  return <FullScreenSpinner label="Redirecting" />;
}
