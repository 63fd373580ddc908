// Viewpoints in Chromium: a new member sees the seeded featured contributors, reads Maya
// Lindqvist's open viewpoint in full, finds her subscriber-only one locked (its text never reaches
// the page), and the subscribe dialog sells a month (a declined card shows its reason inline);
// /manage shows the empty state; an unknown name gets its not-found state; a subscription bought in
// the dialog unlocks the viewpoint, and cancelling keeps it readable until the paid month ends;
// every viewpoint screen is axe-clean.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

// From server/seed/demo-viewpoints.ts: the end of Maya's open viewpoint, and a phrase of her
// subscriber-only one well past its 160-character teaser.
const OPEN_TEXT = 'When all three turn together, the cycle has turned, whatever the headlines say.';
const LOCKED_TITLE = 'Where I would add, and where I am trimming';
const LOCKED_BODY_PHRASE = 'a toolmaker whose backlog already covers next year';

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
}

/** Buys a month of Maya's viewpoints in the subscribe dialog, as a member does. */
async function subscribe(page: Page, lockedTitle: string) {
  const article = page.getByRole('article', { name: lockedTitle });
  await article.getByRole('button', { name: /Subscribe to read/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Maya Lindqvist' });
  await expect.poll(() => dialog.count()).toBe(1);
  await fillCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $4.99 and subscribe' }).click();
  const success = page.getByTestId('viewpoint-subscription-success');
  await expect.poll(() => success.count(), { timeout: 20_000 }).toBe(1);
  expect(await success.textContent()).toContain('You subscribe to Maya Lindqvist');
  expect(await success.textContent()).toContain('Charged $4.99 to Visa ••••4242.');
  await expectAxeClean(page, 'subscription success');
  await success.getByRole('button', { name: 'Read now' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

async function member(viewport = DESKTOP) {
  // bypassCSP lets axe-core's script in (tests/support/axe.ts).
  const context = await env.browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signUp(page, env.server.url, 'Vera Reader');
  return { context, page };
}

describe('viewpoints', () => {
  it('lists featured contributors, locks subscriber-only viewpoints, and sells a subscription', async () => {
    const { context, page } = await member();
    const url = (path: string) => `${env.server.url}${path}`;

    // Featured: at least the five seeded contributors, each linking to their page.
    await openInApp(page, url('/app/viewpoint_contributors/featured'));
    const cards = page.getByTestId('contributor-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('link', { name: 'viewpoint guidelines' }).count()).toBe(1);
    await expectAxeClean(page, 'featured');

    await page.getByRole('link', { name: 'Maya Lindqvist' }).click();
    await page.waitForURL(url('/app/viewpoint_contributors/maya-lindqvist'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Maya Lindqvist');

    // The open viewpoint in full; the subscriber-only one locked, its body absent from the page.
    const articles = page.getByTestId('viewpoint');
    await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(OPEN_TEXT).count()).toBe(1);
    const locked = page.getByRole('article', { name: LOCKED_TITLE });
    expect(await locked.getAttribute('data-locked')).toBe('true');
    expect(await locked.getByText('Subscribers only').count()).toBeGreaterThan(0);
    expect(await page.content()).not.toContain(LOCKED_BODY_PHRASE);
    // Newest first: the subscriber-only post (3 days old) comes before the open one (12 days).
    const titles = await articles.locator('h2').allTextContents();
    expect(titles.indexOf(LOCKED_TITLE)).toBeLessThan(
      titles.indexOf('How I read a semiconductor cycle'),
    );
    await expectAxeClean(page, 'contributor');

    // The subscribe entry point opens a dialog that sells a month; a declined card shows why.
    const subscribe = locked.getByRole('button', { name: /Subscribe to read/ });
    await subscribe.click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Maya Lindqvist' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain('$4.99 a month');
    expect(await dialog.getByRole('link', { name: 'Subscriptions' }).count()).toBe(1);
    // (tests/support/axe.ts waits for the opening animation before it measures contrast.)
    await expectAxeClean(page, 'subscribe dialog');
    await fillCard(page, '4000 0000 0000 9995');
    await dialog.getByRole('button', { name: 'Pay $4.99 and subscribe' }).click();
    await expect
      .poll(() => dialog.getByTestId('decline-reason').textContent(), { timeout: 20_000 })
      .toBe('Insufficient funds.');
    await expectAxeClean(page, 'subscribe dialog (declined)');
    // Escape closes it and focus goes back to the button; the viewpoint is still locked.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await subscribe.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await locked.getAttribute('data-locked')).toBe('true');

    // /manage: a new member subscribes to no one yet.
    await openInApp(page, url('/app/viewpoint_contributors/manage'));
    const empty = page.getByTestId('subscriptions-empty');
    await expect.poll(() => empty.count()).toBe(1);
    expect(await empty.getByRole('link', { name: 'featured contributors' }).count()).toBe(1);
    await expectAxeClean(page, 'manage');

    // An unknown name: the not-found state, not an error.
    await openInApp(page, url('/app/viewpoint_contributors/no-such-person'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contributor not found');
    expect(await page.getByText('No featured contributor called “no-such-person”').count()).toBe(1);
    // A name no contributor could have (the server would refuse it as malformed) is not found too.
    await openInApp(page, url('/app/viewpoint_contributors/Not%20a%20name'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contributor not found');
    await context.close();
  });

  it('is axe-clean and readable on a phone', async () => {
    const { context, page } = await member(PHONE);
    await openInApp(page, `${env.server.url}/app/viewpoint_contributors/featured`);
    await expect.poll(() => page.getByTestId('contributor-card').count()).toBeGreaterThanOrEqual(5);
    await expectAxeClean(page, 'featured (phone)');
    await openInApp(page, `${env.server.url}/app/viewpoint_contributors/maya-lindqvist`);
    await expect.poll(() => page.getByTestId('viewpoint').count()).toBeGreaterThanOrEqual(2);
    await expectAxeClean(page, 'contributor (phone)');
    // Nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });

  it('a subscription bought in the dialog unlocks the viewpoint; cancelling keeps the paid month', async () => {
    const { context, page } = await member();
    const contributorUrl = `${env.server.url}/app/viewpoint_contributors/maya-lindqvist`;
    await openInApp(page, contributorUrl);
    const article = page.getByRole('article', { name: LOCKED_TITLE });
    await expect.poll(() => article.getAttribute('data-locked')).toBe('true');
    await subscribe(page, LOCKED_TITLE);
    await expect.poll(() => article.getAttribute('data-locked')).toBe('false');
    expect(await article.getByText(LOCKED_BODY_PHRASE).count()).toBe(1);
    expect(await page.getByText('Subscribed', { exact: true }).count()).toBe(1);

    // Featured marks her card as subscribed.
    await openInApp(page, `${env.server.url}/app/viewpoint_contributors/featured`);
    const card = page.getByRole('region', { name: 'Maya Lindqvist' });
    await expect.poll(() => card.getByText('Subscribed', { exact: true }).count()).toBe(1);

    // /manage lists Maya; Cancel asks first; "Keep subscription" keeps it.
    await openInApp(page, `${env.server.url}/app/viewpoint_contributors/manage`);
    const cancel = page.getByRole('button', { name: 'Cancel subscription to Maya Lindqvist' });
    await expect.poll(() => cancel.count()).toBe(1);
    await expectAxeClean(page, 'manage (subscribed)');
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Keep subscription' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await cancel.count()).toBe(1);

    // Confirming cancels: the list empties, but the month paid for still reads, and
    // /app/subscriptions shows it cancelled with its end date and Renew.
    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => page.getByTestId('subscriptions-empty').count()).toBe(1);
    await openInApp(page, contributorUrl);
    await expect.poll(() => article.getAttribute('data-locked')).toBe('false');
    expect(await article.getByText(LOCKED_BODY_PHRASE).count()).toBe(1);
    await openInApp(page, `${env.server.url}/app/subscriptions`);
    const row = page.getByTestId('viewpoint-subscription');
    await expect.poll(() => row.getByTestId('subscription-status').textContent()).toBe('Cancelled');
    expect(await row.textContent()).toContain('Cancelled: benefits last until');
    expect(
      await row.getByRole('button', { name: 'Renew subscription to Maya Lindqvist' }).count(),
    ).toBe(1);
    await context.close();
  });
});
