// Signs a new person up through the API, in the page's browser context (the session cookie lands
// in the context's jar, as the sign-up screen's own request would put it), then opens the app's
// home. The sign-up screen itself is driven by the tests about signing up (accounts.test.ts,
// funding.test.ts, live-account-application.test.ts): every other test needs a person, not the
// screen, and a page load less.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let counter = 0;

export async function signUp(page: Page, serverUrl: string, name: string): Promise<void> {
  const request = page.context().request;
  const csrf = (await (await request.get(`${serverUrl}/api/v1/util/csrf`)).json()) as {
    csrf_token: string;
  };
  const handle = name.split(' ')[0]?.toLowerCase() ?? 'person';
  const response = await request.post(`${serverUrl}/api/v1/auth/sign_up`, {
    headers: { 'x-csrf-token': csrf.csrf_token },
    data: {
      email: `${handle}-${Date.now()}-${counter++}@example.com`,
      password: 'a sturdy test passphrase',
      name,
    },
  });
  expect(response.status(), `sign-up: ${await response.text()}`).toBe(201);
  await page.goto(`${serverUrl}/app`);
}
