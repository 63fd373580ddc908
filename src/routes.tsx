// The one route table (spec §2): marketing paths, the app under /app, own areas (/blog, /a/),
// the operators' console under /ops, and a redirect to /app (keeping the query) for everything
// else. Every screen is a lazy chunk.
import { lazy, memo, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { MarketingLayout } from '@marketing/MarketingLayout';
import { infoPageRoute as info } from './info-page-route';
import { lazyWithoutSuspense, preloadablePage, type PreloadablePage } from './preloadable-page';
import { UpdatePrompt } from '@/app/UpdatePrompt';
import { trackRouteChange } from '@/platform/analytics/page-view';
import { sessionOpenAtStart } from '@/features/auth';
import { appPaths, marketingPaths, OWN_AREA_PREFIXES } from '@/paths';
import { AppLoading } from '@/app/AppLoading';
import { FullScreenSpinner } from '@/ui/Spinner';
import { useHydrated } from '@/ui/use-hydrated';
import { applyThemeFor } from '@/ui/theme/theme-state';

const statusPage = (code: 404 | 500) =>
  preloadablePage(() =>
    import('@marketing/pages/StatusPage').then((m) => ({
      default: code === 404 ? m.NotFoundPage : m.ServerErrorPage,
    })),
  );
const NotFound = statusPage(404);
// The app's area draws over the HTML's frame the moment its chunk is in (preloadable-page.tsx:
// inside a Suspense boundary, React would hold it back until 300 ms after the first render).
const AppArea = lazyWithoutSuspense(() => import('@/app/AppArea'), AppLoading);
// The operators' console (features/ops): the not-found page to anyone but an operator.
const OpsArea = lazy(() => import('@/features/ops/OpsArea'));
// /blog, /blog/{slug} and the 404 page for the rest of the own areas (marketing/blog/OwnArea.tsx).
const OwnArea = lazy(() => import('@marketing/blog/OwnArea'));

/** Marketing routes: path → page (spec §2 "Marketing pages"). */
const MARKETING: ReadonlyArray<readonly [string, PreloadablePage]> = [
  [marketingPaths.splash, preloadablePage(() => import('@marketing/pages/SplashPage'))],
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
  [
    marketingPaths.moneyMakeover,
    preloadablePage(() => import('@marketing/pages/MoneyMakeoverPage')),
  ],
  [marketingPaths.share, preloadablePage(() => import('@marketing/pages/SharePage'))],
  [marketingPaths.notFound, NotFound],
  [marketingPaths.serverError, statusPage(500)],
];

/**
 * Loads the page of a pre-rendered marketing URL (an exact path of the table above), so that
 * main.tsx hydrates with it already there (preloadable-page.tsx says why). Other paths: nothing.
 */
export function preloadMarketingPage(path: string): Promise<void> {
  const entry = MARKETING.find(([routePath]) => routePath === path);
  return entry ? entry[1].preload() : Promise.resolve();
}

/**
 * The screens members land on most (the dashboard, the portfolio), fetched at boot alongside the
 * app chrome rather than after it has loaded and rendered: one round trip fewer before the first
 * screen (Lighthouse on /app and /app/portfolio). Other /app paths: the chrome only.
 */
const APP_LANDING_SCREENS: Readonly<Record<string, () => Promise<LandingScreenModule>>> = {
  [appPaths.dashboard]: () => import('@/features/dashboard/DashboardScreen'),
  [appPaths.portfolio]: () => import('@/features/portfolio/screens'),
};

/**
 * A landing screen's chunk also asks for the screen's data (`prefetchData`), once /util/csrf says
 * the page has a session: beside /me, which the screens wait for (RequireSignIn, the dashboard),
 * instead of after it.
 */
interface LandingScreenModule {
  prefetchData(): Promise<void>;
}

export function preloadAppScreen(path: string): void {
  if (!isAppPath(path)) return;
  // A failed fetch (offline, a new deploy) is left to the lazy import that needs the chunk: it
  // asks again and the error boundary shows what went wrong. A failed data fetch likewise: the
  // screen's own query asks again and shows its error.
  const ignore = () => {};
  AppArea.preload().catch(ignore);
  const screen = APP_LANDING_SCREENS[path]?.();
  if (!screen) return;
  void Promise.all([screen, sessionOpenAtStart])
    .then(([module, open]) => (open ? module.prefetchData() : undefined))
    .catch(ignore);
}

const isAppPath = (path: string) => path === '/app' || path.startsWith('/app/');
const isOpsPath = (path: string) => path === '/ops' || path.startsWith('/ops/');
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
        // AppArea itself never suspends; the boundary is for anything in its chrome that would.
        <Suspense fallback={<AppLoading />}>
          <AppArea fallback={RedirectToApp} />
        </Suspense>
      ) : isOpsPath(location) ? (
        <Suspense fallback={<FullScreenSpinner />}>
          <OpsArea notFound={OpsNotFound} />
        </Suspense>
      ) : (
        <MarketingArea path={location} />
      )}
      <UpdatePrompt />
    </>
  );
}

// Memoised so that AppRoutes' own updates (the hydrated flag) stop here: an update reaching the
// Suspense boundary below while its lazy page is still loading makes React throw the pre-rendered
// HTML away and show the fallback, then the page again: two layout shifts of the whole footer
// (Lighthouse CLS 1.43 on `/`).
const MarketingArea = memo(function MarketingArea({ path }: { path: string }) {
  return (
    <MarketingLayout>
      <Suspense fallback={<FullScreenSpinner />}>
        {isOwnArea(path) ? (
          <OwnArea />
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
});

/** The console's answer to anyone but an operator: the site's own not-found page. */
function OpsNotFound() {
  return (
    <MarketingLayout>
      <Suspense fallback={<FullScreenSpinner />}>
        <NotFound />
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
