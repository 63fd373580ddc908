// A lazy page that can also be loaded ahead of its first render. main.tsx loads the page of a
// pre-rendered URL before hydrating, so hydration never meets a page still loading: React would
// keep the server HTML in a "dehydrated" boundary until then, and any update reaching it meanwhile
// makes React throw that HTML away, show the spinner, then render the page again (the footer
// jumped twice: Lighthouse CLS 1.43 on `/`).
import { lazy, type ComponentType } from 'react';

export type PreloadablePage = ComponentType & { preload(): Promise<void> };

export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  // Once loaded, the page renders directly: no Suspense on the way, so nothing to wait for.
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}
