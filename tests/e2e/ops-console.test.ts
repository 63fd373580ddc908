// The operators' console in Chromium at a phone's width (DESIGN.md "Operators"), against the real
// server: an operator made with `npm run ops -- grant-operator` removes a reported post (readers
// no longer see it; its author reads why on the post), reads a member's mail in the sandbox mailbox (its HTML part
// as sent, its text part with the link), writes a news article in the content editor (a refused
// save names the field; a published one is what members read at once; back to a draft, it is gone
// again), approves a member's application to become a featured contributor (sent from
// /app/viewpoint_contributors/manage at a phone's width; the member then publishes), and finds
// each action in the audit log. No screen scrolls sideways; axe finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { runOperator } from '../support/operator-cli';
import { pageApi } from '../support/page-api';
import { openInApp } from '../support/route-walk';
import { databaseEnv } from '../support/server-process';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

/** A news article of the content service's struct, dated far back: it sorts last in the list. */
const article = (slug: string, published: boolean) => ({
  slug,
  title: 'Written in the console',
  summary: 'An article an operator wrote in the content editor.',
  source: 'Stockroom',
  symbols: [],
  published_on: '2019-01-02',
  body: [{ type: 'paragraph', text: 'Operators can publish without a terminal.' }],
  published,
});

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function checkScreen(page: Page) {
  expect(await fitsTheScreen(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the operators’ console', () => {
  it('moderates a report, reads the mailbox, publishes an article and approves a contributor, each audited', async () => {
    const url = env.server.url;
    const authorContext = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const author = await authorContext.newPage();
    await signUp(author, url, 'Rowdy Writer');
    const { post } = await pageApi<{ post: { id: string } }>(author, url, 'POST', '/thoughts', {
      symbol: 'MSFT',
      pro_or_con: 'con',
      body: 'Buy my course or lose everything, last chance!',
    });

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const ops = await context.newPage();
    const email = await signUp(ops, url, 'Olive Operator');
    const granted = await runOperator(['grant-operator', email], databaseEnv(env.server.dataDir));
    expect(granted.status, granted.stderr).toBe(0);
    // Operators are members too: this one reports the post, then reviews the report.
    await pageApi(ops, url, 'POST', `/thoughts/${post.id}/report`, { reason: 'Spam' });

    // Reported posts: remove it; readers no longer see it (its author still does).
    await ops.goto(`${url}/ops/reports`);
    await ops.getByTestId('ops-reported-posts').waitFor();
    const reported = ops.getByTestId('ops-reported-post').filter({ hasText: 'Buy my course' });
    await reported.getByText('1 report: “Spam”').waitFor();
    await checkScreen(ops);
    await reported.getByRole('button', { name: 'Remove the post by Rowdy Writer' }).click();
    await reported.waitFor({ state: 'detached' });
    const read = await ops.request.get(`${url}/api/v1/thoughts/${post.id}`);
    expect(read.status()).toBe(404);
    // Its author is told why, on the post itself.
    await openInApp(author, `${url}/app/thoughts/${post.id}`);
    await author
      .getByRole('status')
      .getByText(/^Removed by an operator/)
      .waitFor();

    // The mailbox: the operator's own sign-up mail, from a filter on their address.
    await ops.getByRole('link', { name: 'Mailbox' }).click();
    await ops.getByTestId('ops-mailbox').waitFor();
    await ops.getByRole('textbox', { name: 'To' }).fill(email);
    await ops.getByRole('button', { name: 'Show their mail' }).click();
    await ops.getByText(`To ${email}`).first().waitFor();
    await checkScreen(ops);
    await ops.getByRole('link', { name: 'Confirm your Stockroom email' }).first().click();
    await ops.getByTestId('ops-mail-message-screen').getByRole('heading', { level: 1 }).waitFor();
    expect(await ops.getByTestId('ops-mail-text').textContent()).toContain(`${url}/`);
    const frame = ops.frameLocator('iframe[title^="The HTML part"]');
    await frame.getByText('Confirm my email').first().waitFor();
    await checkScreen(ops);

    // The content editor: a new news article, refused until whole, then published and read.
    await ops.getByRole('link', { name: 'Content' }).click();
    await ops.getByTestId('ops-content').waitFor();
    await ops.getByRole('link', { name: 'News' }).click();
    await ops.getByTestId('ops-content-document').first().waitFor();
    await checkScreen(ops);
    const slug = `console-note-${Date.now()}`;
    await ops.getByLabel('New document’s slug').fill(slug);
    await ops.getByRole('button', { name: 'Start' }).click();
    await ops.getByTestId('ops-content-editor').getByText('New', { exact: true }).waitFor();
    await ops.getByRole('button', { name: 'Save' }).click();
    await ops
      .getByRole('alert')
      .getByText(/^title Expected a string/)
      .waitFor();
    const json = ops.getByLabel('The document (JSON)');
    await json.fill(JSON.stringify(article(slug, true), null, 2));
    await ops.getByRole('button', { name: 'Save' }).click();
    await ops.getByText('Saved and published: readers see it now.').waitFor();
    await checkScreen(ops);

    await openInApp(author, `${url}/app/news/${slug}`);
    await author.getByRole('heading', { level: 1, name: 'Written in the console' }).waitFor();

    await json.fill(JSON.stringify(article(slug, false), null, 2));
    await ops.getByRole('button', { name: 'Save' }).click();
    await ops.getByText('Saved as a draft: readers do not see it.').waitFor();
    await author.reload();
    await author.getByTestId('article-missing').waitFor();

    // A contributor application: the member applies on /manage, the operator approves it, and
    // the member's publishing form replaces the application.
    await openInApp(author, `${url}/app/viewpoint_contributors/manage`);
    const form = author.getByTestId('contributor-application-form');
    await form
      .getByLabel('About you (your contributor profile)')
      .fill('I write about software companies and how they spend their cash.');
    await form.getByLabel('Sample 1 title', { exact: true }).fill('Cloud margins keep widening');
    await form
      .getByLabel('Sample 1 text (at least 50 characters)')
      .fill('Each new region costs less to run than the last, and prices have not come down.');
    await form.getByLabel(/^Disclosure/).fill('I hold shares of MSFT and no other cloud vendor.');
    await form.getByLabel('I have read the viewpoint guidelines and agree to follow them').check();
    await checkScreen(author);
    await form.getByRole('button', { name: 'Send application' }).click();
    await author.getByTestId('contributor-application-pending').waitFor();

    await ops.getByRole('link', { name: 'Contributor applications' }).click();
    await ops.getByTestId('ops-contributor-applications').waitFor();
    await ops
      .getByRole('link', { name: /^Rowdy Writer/ })
      .first()
      .click();
    await ops.getByText('I hold shares of MSFT and no other cloud vendor.').waitFor();
    await checkScreen(ops);
    await ops.getByRole('button', { name: 'Approve' }).click();
    await ops.getByTestId('ops-contributor-state').getByText('Approved').waitFor();

    // Someone else's action: a full load shows it.
    await author.reload();
    const publish = author.getByTestId('viewpoint-publish-form');
    await publish.getByLabel('Title', { exact: true }).fill('Why cloud margins still widen');
    await publish
      .getByLabel('Text (at least 50 characters)')
      .fill(
        'Three reasons the big vendors keep earning more on every dollar of compute they sell.',
      );
    await publish.getByRole('button', { name: 'Publish' }).click();
    await author.getByTestId('viewpoint-published').waitFor();
    await checkScreen(author);

    // The audit log holds each action, newest first.
    await ops.getByRole('link', { name: 'Audit log' }).click();
    await ops.getByTestId('ops-audit-action').first().waitFor();
    const actions = await ops.getByTestId('ops-audit-action').locator('strong').allTextContents();
    expect(actions.slice(0, 5)).toEqual([
      'contributor.approve',
      'content.update',
      'content.create',
      'mail.view',
      'post.remove',
    ]);
    await checkScreen(ops);
    await context.close();
    await authorContext.close();
  });
});
