// Waits until the page is interactive: src/routes.tsx sets <html data-ready="true"> once the
// route table has hydrated (pre-rendered pages) or rendered (the app shell).
import type { Page } from 'playwright-core';

export function waitForReady(page: Page): Promise<void> {
  return page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}
