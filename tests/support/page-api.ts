// A call to our API from a browser page's session, as the app makes it (CSRF header included),
// for tests that set the stage over HTTP before they drive the screens. Fails the test on a
// status of 300 or more, showing the answer.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function pageApi<T = unknown>(
  page: Page,
  serverUrl: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const csrf = await (await page.request.get(`${serverUrl}/api/v1/util/csrf`)).json();
  const response = await page.request.fetch(`${serverUrl}/api/v1${path}`, {
    method,
    data,
    headers: { 'x-csrf-token': csrf.csrf_token },
  });
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}
