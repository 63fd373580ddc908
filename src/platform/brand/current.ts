// The brand of this page: a server-injected <meta name="brand"> (the BRAND=main|partner setting)
// wins, otherwise the host name decides. One build serves both brands. While pre-rendering
// (scripts/prerender-worker.mjs) there is no document: the worker names the brand it renders.
import { BRANDS, brandForHost, type Brand, type BrandId } from './brands';

function resolve(): Brand {
  const rendering = (globalThis as { __STOCKROOM_BRAND__?: unknown }).__STOCKROOM_BRAND__;
  if (rendering === 'main' || rendering === 'partner') return BRANDS[rendering];
  if (typeof document === 'undefined') return BRANDS.main;
  const forced = document.querySelector('meta[name="brand"]')?.getAttribute('content');
  if (forced === 'main' || forced === 'partner') return BRANDS[forced as BrandId];
  return brandForHost(window.location.hostname);
}

export const currentBrand: Brand = resolve();
