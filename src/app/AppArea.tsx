// The app side of the route table (spec §2 "Web app routes"): the layout, the sign-in guard and
// the /app screens. A lazy chunk of its own, so marketing pages (`/` above all, for its JS
// budget) never load the app's chrome or its route table (app-routes.tsx).
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from './AppLayout';
import { AppLoading, SkeletonGone } from './AppLoading';
import { RequireSignIn } from './RequireSignIn';
import type { AppRouteTable } from '@/paths';
import { APP_ROUTES } from './app-routes';

export interface AppAreaProps {
  /** The screens; the app's own table unless a test supplies another. */
  routes?: AppRouteTable;
  /** Rendered for a path under /app that no route matches. */
  fallback: ComponentType;
}

/** The app renders only after the first client mount (spec §2). */
export default function AppArea({ routes = APP_ROUTES, fallback: Fallback }: AppAreaProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
