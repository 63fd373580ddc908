// Signs a new person up through the API, in the page's browser context (the session cookie lands
// in the context's jar, as the sign-up screen's own request would put it), then opens the app's
// home. The sign-up screen itself is driven by the tests about signing up (accounts.test.ts,
// funding.test.ts, live-account-application.test.ts): every other test needs a person, not the
// screen, and a page load less. The person has opened the sign-up mail's link (read from the
// sandbox mailbox, as on the server's own machine), so money can move, unless told otherwise.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let counter = 0;

export async function signUp(
  page: Page,
  serverUrl: string,
  name: string,
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<string> {
  const request = page.context().request;
  const csrf = (await (await request.get(`${serverUrl}/api/v1/util/csrf`)).json()) as {
    csrf_token: string;
  };
  const handle = name.split(' ')[0]?.toLowerCase() ?? 'person';
  const email = `${handle}-${Date.now()}-${counter++}@example.com`;
  const response = await request.post(`${serverUrl}/api/v1/auth/sign_up`, {
    headers: { 'x-csrf-token': csrf.csrf_token },
    data: { email, password: 'a sturdy test passphrase', name },
  });
  expect(response.status(), `sign-up: ${await response.text()}`).toBe(201);
  if (confirmEmail) await confirmEmailOf(page, serverUrl, email);
  await page.goto(`${serverUrl}/app`);
  return email;
}

/** Opens the confirmation link mailed to `email` (the sandbox mailbox's newest one), by the API. */
export async function confirmEmailOf(page: Page, serverUrl: string, email: string): Promise<void> {
  const request = page.context().request;
  const list = (await (
    await request.get(`${serverUrl}/api/v1/sandbox/mail?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: Array<{ id: string; subject: string }> };
  const link = list.messages.find((m) => m.subject === 'Confirm your Stockroom email');
  expect(link, `no confirmation mail to ${email}`).toBeDefined();
  const message = (await (
    await request.get(`${serverUrl}/api/v1/sandbox/mail/${link!.id}`)
  ).json()) as {
    text: string;
  };
  const token = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(message.text)?.[1];
  expect(token, 'a token in the confirmation mail').toBeDefined();
  const csrf = (await (await request.get(`${serverUrl}/api/v1/util/csrf`)).json()) as {
    csrf_token: string;
  };
  const confirmed = await request.post(`${serverUrl}/api/v1/auth/email_verification/confirm`, {
    headers: { 'x-csrf-token': csrf.csrf_token },
    data: { token: decodeURIComponent(token!) },
  });
  expect(confirmed.status(), `confirm: ${await confirmed.text()}`).toBe(200);
}
