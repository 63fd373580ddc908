// Signs a new person up through the real sign-up screen and waits for the dashboard.
import type { Page } from 'playwright-core';
import { waitForReady } from './ready';

let counter = 0;

export async function signUpInBrowser(page: Page, serverUrl: string, name: string): Promise<void> {
  await page.goto(`${serverUrl}/app/users/sign_up`);
  await waitForReady(page);
  const handle = name.split(' ')[0]?.toLowerCase() ?? 'person';
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${handle}-${Date.now()}-${counter++}@example.com`);
  await page.getByLabel('Password').fill('a sturdy test passphrase');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${serverUrl}/app`);
}
