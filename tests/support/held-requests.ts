// The network of a slow phone, one request at a time: requests held back until the test lets them
// go, to see what a page shows (or asks for) while it waits; and what a page asks the API for.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Holds every request matching `url` (a glob or pattern, as page.route takes) until `release`: a
 * page's, or a whole context's (its service worker's requests too).
 */
export async function holdRequests(
  where: Page | BrowserContext,
  url: string | RegExp,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await where.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The API requests the page asks for from now on, as `/path?query` (without `/api/v1`). */
export function apiRequestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) asked.push(`${pathname.slice('/api/v1'.length)}${search}`);
  });
  return asked;
}
