// The app side of the route table (spec §2 "Web app routes"): the layout, the sign-in guard and
// the /app screens. A lazy chunk of its own, so marketing pages (`/` above all, for its JS
// budget) never load the app's chrome or its route table (app-routes.tsx).
import { startTransition, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { AppLayout } from './AppLayout';
import { AppLoading, SkeletonGone } from './AppLoading';
import { RequireSignIn } from './RequireSignIn';
import type { AppRouteTable } from '@/paths';
import { APP_ROUTES } from './app-routes';
import { navigateWhenLoaded, preloadScreen } from './navigate-when-loaded';

export interface AppAreaProps {
  /** The screens; the app's own table unless a test supplies another. */
  routes?: AppRouteTable;
  /** Rendered for a path under /app that no route matches. */
  fallback: ComponentType;
}

/**
 * The app renders only after the first client mount (spec §2), and once the screen it opens on
 * is loaded when that screen can be loaded ahead (the landing screens: app-routes.tsx): the
 * layout and the screen then paint together, and the screen does not suspend, which would keep
 * it off the screen until 300 ms after the layout (preloadable-page.tsx). Until then the HTML's
 * frame and home's outline stand in (AppLoading).
 */
export default function AppArea({ routes = APP_ROUTES, fallback: Fallback }: AppAreaProps) {
  const [mounted, setMounted] = useState(false);
  const [location] = useLocation();
  const { parser } = useRouter();
  useEffect(() => {
    if (mounted) return;
    let live = true;
    // A chunk that fails to load is the screen's own lazy import's to ask again and report.
    // In a transition: the app's first render (layout and screen) then runs in slices rather
    // than one long task (docs/performance.md "The first render in slices").
    const open = () => live && startTransition(() => setMounted(true));
    void preloadScreen(routes, parser, location).then(open, open);
    return () => {
      live = false;
    };
  }, [mounted, routes, parser, location]);
  // Every navigation inside the app waits briefly for the next screen (navigate-when-loaded.ts).
  const aroundNav = useMemo(() => navigateWhenLoaded(routes, parser), [routes, parser]);
  if (!mounted) return <AppLoading />;
  return (
    <Router aroundNav={aroundNav}>
      <AppLayout>
        <Suspense fallback={<AppLoading />}>
          <Switch>
            {routes.map(([routePath, Screen, { signedIn }]) => (
              <Route key={routePath} path={routePath}>
                {signedIn ? (
                  <RequireSignIn>
                    <Screen />
                  </RequireSignIn>
                ) : (
                  <Screen />
                )}
              </Route>
            ))}
            <Route>
              <Fallback />
            </Route>
          </Switch>
          <SkeletonGone />
        </Suspense>
      </AppLayout>
    </Router>
  );
}
