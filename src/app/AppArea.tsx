// The app side of the route table (spec §2 "Web app routes"): the layout, the sign-in guard and
// the /app screens. A lazy chunk of its own, so marketing pages (`/` above all, for its JS
// budget) never load the app's chrome or its route table (app-routes.tsx).
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { AppLayout } from './AppLayout';
import { AppLoading, SkeletonGone } from './AppLoading';
import { RequireSignIn } from './RequireSignIn';
import type { AppRouteTable } from '@/paths';
import { isPreloadable } from '@/preloadable-page';
import { APP_ROUTES } from './app-routes';

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
    const open = () => live && setMounted(true);
    void preloadScreen(routes, parser, location).then(open, open);
    return () => {
      live = false;
    };
  }, [mounted, routes, parser, location]);
  if (!mounted) return <AppLoading />;
  return (
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
  );
}

/** Loads the screen `path` opens on, if its route can (isPreloadable); the first match, as Switch. */
function preloadScreen(
  routes: AppRouteTable,
  parser: ReturnType<typeof useRouter>['parser'],
  path: string,
): Promise<void> {
  const route = routes.find(([pattern]) => matchRoute(parser, pattern, path)[0]);
  return route && isPreloadable(route[1]) ? route[1].preload() : Promise.resolve();
}
