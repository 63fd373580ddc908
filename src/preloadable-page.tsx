// Lazy pages and areas that can be loaded ahead of their first render, and then render without
// waiting. main.tsx loads the page of a pre-rendered URL before hydrating, so hydration never meets
// a page still loading: React would keep the server HTML in a "dehydrated" boundary until then,
// and any update reaching it meanwhile makes React throw that HTML away, show the spinner, then
// render the page again (the footer jumped twice: Lighthouse CLS 1.43 on `/`). The app loads its
// landing screen ahead for another reason: React reveals a Suspense boundary's content no sooner
// than 300 ms after the boundary last showed its fallback (its throttle against content popping in
// piece by piece), so a screen that suspends once, however briefly, reaches the screen 300 ms
// late; one already loaded never suspends.
import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';

export type PreloadablePage = ComponentType & { preload(): Promise<void> };

/** `load` run once for every caller; a failed run is forgotten, so the next call asks again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  const start = once(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(start);
  // Once loaded, the page renders directly: no Suspense on the way, so nothing to wait for.
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}

/** Whether a route's component is one of the above, which can be loaded ahead. */
export const isPreloadable = (component: ComponentType): component is PreloadablePage =>
  typeof (component as Partial<PreloadablePage>).preload === 'function';

/**
 * A lazy component that never suspends: `Fallback` until its chunk is in, then the component,
 * switched by a state update, which React commits at once (a Suspense boundary that suspended at
 * the first render would hold the component back until 300 ms after that render). A chunk that
 * fails to load is thrown from the render, to the nearest error boundary, as a lazy one would be;
 * the next mount asks again.
 */
export function lazyWithoutSuspense<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType,
): ComponentType<P> & { preload(): Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  const start = once(() => load().then((module) => (loaded = module.default)));
  function WithoutSuspense(props: P) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      start().then(
        // A transition: what the chunk renders runs in slices, not one long task.
        (loadedComponent) => live && startTransition(() => setComponent(() => loadedComponent)),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    const Component = component;
    return Component ? <Component {...props} /> : <Fallback />;
  }
  return Object.assign(WithoutSuspense, { preload: () => start().then(() => undefined) });
}
