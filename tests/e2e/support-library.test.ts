// Support, news and the audio library in Chromium against the real server (spec §2 mobile): file a
// support request (a too-short message is refused first, naming the rule) and see it listed as
// open; an operator answers it in the /ops console (not found until the account is made an
// operator) and the member reads the answer under it; open a news article and an unknown one; open a recording, press play and see the position
// advance, then read its transcript. axe finds nothing serious on each screen.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { runOperator } from '../support/operator-cli';
import { openInApp } from '../support/route-walk';
import { databaseEnv } from '../support/server-process';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

describe('support, news and the audio library', () => {
  it('files a support request, reads a news article and plays a recording with its transcript', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const url = env.server.url;
    const memberEmail = await signUp(page, url, 'Sam Support');

    // Support: empty at first, then one request filed through the form.
    await openInApp(page, `${url}/app/support`);
    await waitForReady(page);
    await page.getByTestId('support-empty').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New support request' }).click();
    await page.getByTestId('support-new').waitFor();
    await page.getByLabel('What is it about?').selectOption('trading');
    await page.getByLabel('Subject').fill('Limit order still open');
    await page.getByLabel('Your message').fill('Too short');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('The message must be at least 10 characters.').waitFor();
    await page
      .getByLabel('Your message')
      .fill('My limit order for AAPL at $150 has been open since Monday. Is that expected?');
    expect(await page.getByText(/^\d+ \/ 5000$/).textContent()).toBe('77 / 5000');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('support-sent').waitFor();
    const row = page.getByTestId('support-request');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('heading').textContent()).toBe('Limit order still open');
    expect(await row.textContent()).toContain('Open');
    expect(await row.textContent()).toContain('Trading and orders');
    expect(await seriousViolations(page)).toEqual([]);

    // The operators' console answers it: not there until the account is an operator.
    const opsContext = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const ops = await opsContext.newPage();
    const opsEmail = await signUp(ops, url, 'Olive Operator');
    await ops.goto(`${url}/ops`);
    await ops.getByTestId('status-404').waitFor();
    const granted = await runOperator(
      ['grant-operator', opsEmail],
      databaseEnv(env.server.dataDir),
    );
    expect(granted.status, granted.stderr).toBe(0);
    await ops.goto(`${url}/ops`);
    await ops.getByTestId('ops-support-queue').waitFor();
    const queued = ops.getByTestId('ops-support-request').filter({ hasText: memberEmail });
    await queued.getByRole('link', { name: 'Limit order still open' }).click();
    await ops.getByTestId('ops-support-request-screen').waitFor();
    expect(await seriousViolations(ops)).toEqual([]);
    const answer = 'Your limit order waits for AAPL to reach $150; it lasts until the close.';
    await ops.getByLabel('Your answer').fill(answer);
    await ops.getByRole('button', { name: 'Send answer' }).click();
    await ops.getByText('Sent. The member sees it under their request.').waitFor();
    await ops.getByTestId('ops-reply-sent').filter({ hasText: answer }).waitFor();
    expect(await seriousViolations(ops)).toEqual([]);
    await opsContext.close();

    // The member, coming back to it, reads it under the request, answered, and is told.
    await page.reload();
    await waitForReady(page);
    await expect.poll(() => row.getByTestId('support-reply').textContent()).toContain(answer);
    expect(await row.textContent()).toContain('Answered');
    await openInApp(page, `${url}/app/notifications`);
    await page.getByText('Support answered: Limit order still open').waitFor();

    // News: the list, one article with its body blocks, and a slug that does not exist.
    await openInApp(page, `${url}/app/news`);
    await waitForReady(page);
    await page.getByRole('link', { name: 'What a stock split does and doesn’t change' }).click();
    await page.getByRole('heading', { level: 1, name: /stock split/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'How a split works' }).waitFor();
    expect(await page.locator('time').first().textContent()).toBe('March 18, 2026');
    expect(await seriousViolations(page)).toEqual([]);
    await openInApp(page, `${url}/app/news/no-such-article`);
    await page.getByTestId('article-missing').waitFor();

    // Audio: the list, then a recording that plays, and its transcript as text.
    await openInApp(page, `${url}/app/audio`);
    await waitForReady(page);
    await page.getByRole('link', { name: 'Starting small: your first year of investing' }).click();
    await page.getByTestId('audio-player').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Transcript' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Part one: the foundation' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() =>
        page.getByTestId('audio-element').evaluate((a: HTMLAudioElement) => a.currentTime),
      )
      .toBeGreaterThan(1);
    await expect
      .poll(() => page.getByTestId('audio-time').textContent())
      .toMatch(/^0:(0[1-9]|[1-5]\d) \//);
    const seek = page.getByRole('slider', { name: 'Position' });
    expect(await seek.getAttribute('aria-valuetext')).toMatch(/seconds? of 5 minutes/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await context.close();
  });
});
