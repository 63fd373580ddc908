// Ask, share and invite in Chromium: a member shares a thought from its card and asks a question
// about it; another member opens both links (public page, then in the app); invitations go out by
// typed addresses, through the sandbox contacts provider's consent round trip (allow and deny), and
// from a vCard file; a newcomer who signs up through the short link is counted as referred. Every
// screen passes axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { pageApi } from '../support/page-api';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

/** A call from the page's session, as the app makes it (CSRF header included). */
const apiCall = <T>(page: Page, method: string, path: string, data?: unknown) =>
  pageApi<T>(page, env.server.url, method, path, data);

async function person(name: string, viewport = DESKTOP) {
  const context = await env.browser.newContext({ viewport, bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: env.server.url,
  });
  const page = await context.newPage();
  await signUp(page, env.server.url, name);
  return { context, page };
}

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('ask and share', () => {
  it('shares a thought from its card, asks about it, and another member opens both links', async () => {
    const a = await person('Asha Sharer');
    const b = await person('Ben Reader', PHONE);
    const body = 'Cash flow covers the dividend twice over. <b>bold?</b>';
    const { post } = await apiCall<{ post: { id: string } }>(a.page, 'POST', '/thoughts', {
      symbol: 'KO',
      pro_or_con: 'pro',
      body,
    });

    // A shares from the thought's card: one press makes a link under the "Share Link" channel.
    await openInApp(a.page, `${env.server.url}/app/thoughts/${post.id}`);
    await a.page.getByRole('button', { name: 'Share this thought' }).click();
    const sheet = a.page.getByRole('dialog', { name: 'Share this thought' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await expectAxeClean(a.page, 'share sheet');
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('Link copied.');
    const shareLink = await sheet.getByLabel('Link', { exact: true }).inputValue();
    expect(shareLink).toMatch(new RegExp(`^${env.server.url}/a/[A-Za-z0-9_-]{6,32}$`));
    expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

    // A visitor who is not signed in gets the public page, with the way to an account.
    const visitor = await env.browser.newPage();
    await visitor.goto(shareLink);
    await visitor.waitForURL(/\/share\/[A-Za-z0-9_-]+$/);
    await expect
      .poll(() => visitor.getByTestId('shared-post').textContent(), { timeout: 20_000 })
      .toContain('Cash flow covers the dividend twice over.');
    expect(await visitor.getByRole('link', { name: 'Create a free account' }).count()).toBe(1);
    await visitor.close();

    // B, signed in, opens the short link: the public page forwards a member to the app's own
    // view of it (spec §7; marketing/forward-signed-in.ts).
    await openInApp(b.page, shareLink);
    await b.page.waitForURL(/\/app\/share\//, { timeout: 20_000 });
    await expect
      .poll(() => b.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Asha Sharer shared a thought on KO');
    // Markup typed into the post shows as the characters typed, never as HTML.
    expect(await b.page.getByTestId('shared-post').locator('b').count()).toBe(0);
    await expectAxeClean(b.page, 'in-app share');
    await b.page.getByRole('link', { name: 'Open the thought to agree or disagree' }).click();
    await b.page.waitForURL(new RegExp(`/app/thoughts/${post.id}`));

    // A asks a question about it from the sheet.
    await a.page.getByRole('link', { name: 'Ask a question about it' }).click();
    await a.page.waitForURL(new RegExp(`/app/ask\\?thought=${post.id}$`));
    const create = a.page.getByRole('button', { name: 'Create the ask link' });
    await create.click();
    await expect.poll(() => a.page.getByRole('alert').textContent()).toBe('Write your question.');
    await expectAxeClean(a.page, 'ask, with an error');
    const question = 'What would make you sell?';
    await a.page.getByLabel('Your question').fill(question);
    await create.click();
    const askLink = await a.page.getByLabel('Link', { exact: true }).inputValue();
    expect(askLink).toMatch(/\/a\/[A-Za-z0-9_-]+$/);
    await expectAxeClean(a.page, 'ask link');

    await openInApp(b.page, askLink);
    await b.page.waitForURL(/\/app\/share\//, { timeout: 20_000 });
    await expect
      .poll(() => b.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Asha Sharer asks about a thought on KO');

    // /app/ask without a post offers recent ones; an unknown token is "no longer available".
    await openInApp(b.page, `${env.server.url}/app/ask`);
    await expect
      .poll(() => b.page.getByRole('list', { name: 'Recent posts' }).textContent())
      .toContain('Pro on KO');
    await expectAxeClean(b.page, 'ask, choose a post');
    await openInApp(b.page, `${env.server.url}/app/share/nosuchtoken1`);
    await expect
      .poll(() => b.page.getByRole('status').first().textContent())
      .toContain('no longer available');
    await a.context.close();
    await b.context.close();
  });
});

describe('invite friends', () => {
  it('invites by typed address, through the sandbox provider and a vCard file; a newcomer is traced', async () => {
    const a = await person('Ines Inviter', PHONE);
    const page = a.page;
    await openInApp(page, `${env.server.url}/app/invite-friends`);
    const link = await waitForValue(page, 'referral-link');
    expect(link).toMatch(/\/a\/[A-Za-z0-9_-]{6,32}$/);
    expect(await page.getByTestId('invites-sent-count').textContent()).toBe('0');
    await expectAxeClean(page, 'invite friends');

    // Typed addresses: a bad one is named, and nothing is recorded.
    const emails = page.getByLabel('E-mail addresses');
    await emails.fill('pal@example.com, not-an-address');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('not-an-address is not a valid e-mail address.');
    await emails.fill('pal@example.com\nbuddy@example.org');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const sent = page.getByTestId('invites-sent');
    await expect.poll(() => sent.textContent()).toContain('2 invitations recorded');
    const mailto = page.getByRole('link', { name: 'Open my mail app' });
    await expect.poll(() => mailto.getAttribute('href')).toContain('bcc=pal%40example.com');
    await expect.poll(() => page.getByTestId('invites-sent-count').textContent()).toBe('2');

    // The sandbox provider: its consent page, Deny, then Allow.
    await page.getByRole('link', { name: 'Import contacts' }).click();
    await page.waitForURL(/\/app\/invites\/provider$/);
    await expectAxeClean(page, 'contacts provider');
    await page.getByRole('button', { name: 'Import from Gmail' }).click();
    await page.waitForURL(/\/sandbox\/contacts\/authorize/);
    await page.getByRole('link', { name: 'Deny' }).click();
    await page.waitForURL(/\/app\/invites\/gmail\/contact_failure/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('You did not allow access to your Gmail contacts');
    await expectAxeClean(page, 'contact failure');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Import from Gmail' }).click();
    await page.waitForURL(/\/sandbox\/contacts\/authorize/);
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL(/\/app\/invites\/gmail\/contact_callback$/);
    const chooser = page.getByTestId('contact-chooser');
    await expect.poll(() => chooser.textContent(), { timeout: 20_000 }).toContain('12 addresses');
    expect(page.url()).not.toContain('code=');
    await expectAxeClean(page, 'contact chooser');
    await page.getByLabel('Filter contacts').fill('example.org');
    await page.getByRole('button', { name: 'Select all shown' }).click();
    await page.getByRole('button', { name: /^Invite \d+ people$/ }).click();
    await expect.poll(() => sent.textContent()).toMatch(/\d+ invitations recorded/);

    // A vCard file, read in the browser; a file without addresses goes to /app/contacts/failure.
    await openInApp(page, `${env.server.url}/app/invites/provider`);
    const vcard = [
      'BEGIN:VCARD',
      'FN:Vera Card',
      'EMAIL:vera@example.com',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:Pal Again',
      'EMAIL:pal@example.com',
      'END:VCARD',
    ].join('\r\n');
    const upload = page.getByLabel('Upload a CSV or vCard file');
    await upload.setInputFiles({
      name: 'friends.vcf',
      mimeType: 'text/vcard',
      buffer: Buffer.from(vcard),
    });
    await expect.poll(() => chooser.textContent()).toContain('2 addresses from friends.vcf');
    await chooser.getByLabel(/Vera Card/).check();
    await page.getByRole('button', { name: 'Invite 1 person' }).click();
    await expect.poll(() => sent.textContent()).toContain('1 invitation recorded');
    await openInApp(page, `${env.server.url}/app/invites/provider`);
    await upload.setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('just,words\n'),
    });
    await page.waitForURL(/\/app\/contacts\/failure\?reason=file$/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('no e-mail addresses we could read');

    // A newcomer follows the link and signs up: A's count of referred people rises.
    const newcomer = await env.browser.newContext({ viewport: DESKTOP });
    const visitor = await newcomer.newPage();
    await openInApp(visitor, link);
    await visitor.waitForURL(/\/app\/signup\?ref=/);
    await waitForReady(visitor);
    await visitor.getByLabel('Full name').fill('Nova Newcomer');
    await visitor.getByLabel('Email').fill(`nova-${Date.now()}@example.com`);
    await visitor.getByLabel('Password').fill('a sturdy test passphrase');
    await visitor.getByLabel('Password').press('Enter');
    await visitor.waitForURL(`${env.server.url}/app`);
    await openInApp(page, `${env.server.url}/app/invite-friends`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('referred-count').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('1');
    await newcomer.close();
    await a.context.close();
  });
});

async function waitForValue(page: Page, testId: string): Promise<string> {
  const field = page.getByTestId(testId);
  await expect.poll(() => field.count(), { timeout: 20_000 }).toBe(1);
  return field.inputValue();
}
