// Thoughts in Chromium: on a security page a person posts a pro and a con and sees them in the two
// columns; a second person (another browser context) agrees and the count moves at once, and a vote
// lost on the network rolls back and says so; markup typed into a thought shows as text; a thought
// written offline waits on the device and posts when the connection returns (then the other person
// sees it); the thought page fixes its slug; axe finds nothing serious; the keyboard reaches the
// actions.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer();
const SYMBOL = 'MSFT';

async function openSecurity(page: Page) {
  await openInApp(page, `${env.server.url}/app/securities/${SYMBOL}`);
  await waitForReady(page);
  await page.getByTestId('pro-column').waitFor();
  await page.getByTestId('con-column').waitFor();
}

async function shareThought(page: Page, side: 'Pro' | 'Con', text: string, button: string) {
  await page.getByRole('button', { name: 'Share a thought' }).click();
  const dialog = page.getByRole('dialog', { name: `Share a thought on ${SYMBOL}` });
  await dialog.waitFor();
  await dialog.getByText(side, { exact: true }).click();
  await dialog.getByLabel('Your thought').fill(text);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

const card = (page: Page, column: 'pro' | 'con', text: string) =>
  page.getByTestId(`${column}-column`).getByTestId('thought-card').filter({ hasText: text });

/** Presses Tab until the focused element matches, or fails after `max` presses. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 80): Promise<void> {
  const source = `(${matches.toString()})(document.activeElement)`;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`Boolean(document.activeElement && ${source})`)) {
      return;
    }
  }
  throw new Error('Tab never reached the element');
}

/** Every `pro/con viewed` event's properties found anywhere in a JSON value. */
function proConEvents(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => proConEvents(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.event_type === 'pro/con viewed') found.push(record.event_properties);
    else Object.values(record).forEach((item) => proConEvents(item, found));
  }
  return found;
}

/** The rows waiting in the page's analytics queue (src/platform/analytics/queue-db.ts). */
const queuedEvents = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('stockroom-analytics');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('events').objectStore('events').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );

/** `offline`: the context goes offline, so it runs the service worker; the others never do. */
const newContext = (viewport = DESKTOP, offline = false): Promise<BrowserContext> =>
  env.browser.newContext({
    viewport,
    bypassCSP: true,
    serviceWorkers: offline ? 'allow' : 'block',
  });

describe('thoughts', () => {
  it('posts pros and cons, takes votes from another person, shows markup as text and posts an offline draft', async () => {
    const writerContext = await newContext(DESKTOP, true);
    const writer = await writerContext.newPage();
    await signUp(writer, env.server.url, 'Wren Writer');
    await openSecurity(writer);

    const proText = `Cloud margins keep growing ${Date.now()}`;
    const conText = `Valuation already prices in perfection ${Date.now()}`;
    await shareThought(writer, 'Pro', proText, 'Post thought');
    await expect.poll(() => card(writer, 'pro', proText).count()).toBe(1);
    await shareThought(writer, 'Con', conText, 'Post thought');
    await expect.poll(() => card(writer, 'con', conText).count()).toBe(1);
    expect(await card(writer, 'pro', conText).count()).toBe(0);
    // The writer's own thought shows its counts, with no vote or report buttons.
    const own = card(writer, 'pro', proText);
    expect(await own.getByRole('button', { name: /Agree/ }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Report' }).count()).toBe(0);

    // Markup typed into a thought: the server strips tags and the client renders text only, so
    // no element is created and escaped entities stay as typed.
    const markup = `P/E < 20 &lt;b&gt;not bold&lt;/b&gt; <img src=x onerror="window.__pwned=1"><b>x</b> ${Date.now()}`;
    await shareThought(writer, 'Pro', markup, 'Post thought');
    const markupCard = card(writer, 'pro', 'not bold');
    await expect.poll(() => markupCard.count()).toBe(1);
    const body = markupCard.getByTestId('thought-body');
    expect(await body.evaluate((el) => el.children.length)).toBe(0);
    expect(await body.textContent()).toContain('P/E < 20 &lt;b&gt;not bold&lt;/b&gt;');
    expect(await writer.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);

    // A second person agrees: the count moves at once and the button is pressed.
    // The reader uses the light theme: axe checks its contrast too.
    const readerContext = await newContext();
    await readerContext.addInitScript(() => localStorage.setItem('stockroom.theme', 'light'));
    const reader = await readerContext.newPage();
    await signUp(reader, env.server.url, 'Rory Reader');
    await openSecurity(reader);
    const readerCard = card(reader, 'pro', proText);
    await readerCard.waitFor();
    const agree = readerCard.getByRole('button', { name: /^Agree \d+$/ });
    expect(await agree.getAttribute('aria-pressed')).toBe('false');
    expect(await agree.textContent()).toMatch(/Agree\s*0$/);
    await agree.click();
    // Optimistic: pressed and counted before the server could have answered a slow request.
    expect(await agree.getAttribute('aria-pressed')).toBe('true');
    expect(await agree.textContent()).toMatch(/Agree\s*1$/);
    // And the server agrees: a reload shows the saved vote.
    await openSecurity(reader);
    const saved = card(reader, 'pro', proText).getByRole('button', { name: /Agree/ });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    expect(await saved.textContent()).toMatch(/Agree\s*1$/);

    // A vote lost on the network rolls back to the server's last state and says so.
    await reader.route('**/api/v1/thoughts/*/vote', (route) => route.abort('internetdisconnected'));
    const disagree = card(reader, 'pro', proText).getByRole('button', { name: /Disagree/ });
    await disagree.click();
    await expect
      .poll(() => card(reader, 'pro', proText).getByRole('alert').textContent())
      .toContain('Your vote was not saved');
    expect(await disagree.getAttribute('aria-pressed')).toBe('false');
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    expect(await saved.textContent()).toMatch(/Agree\s*1$/);
    await reader.unroute('**/api/v1/thoughts/*/vote');

    expect(await seriousViolations(reader)).toEqual([]);
    expect(await seriousViolations(writer)).toEqual([]);

    // Offline after the page has rendered: the thought waits on the device … A second tab of the
    // writer's is open too, so both try to post the draft when the connection returns (the
    // 'thought-drafts' Web Lock serialises them; drafts.test.ts proves that deterministically).
    const draftText = `Written on the train without signal ${Date.now()}`;
    await writer.evaluate(() => navigator.serviceWorker.ready);
    const secondTab = await writerContext.newPage();
    await openSecurity(secondTab);
    await writerContext.setOffline(true);
    await expect.poll(() => writer.evaluate(() => navigator.onLine)).toBe(false);
    await shareThought(writer, 'Con', draftText, 'Save and post later');
    const draft = writer.getByTestId('thought-draft').filter({ hasText: draftText });
    await draft.waitFor();
    expect(await draft.textContent()).toContain(
      'Waiting for connection — will post when you’re back online',
    );
    // … and posts once the connection is back.
    await writerContext.setOffline(false);
    await expect.poll(() => card(writer, 'con', draftText).count(), { timeout: 20_000 }).toBe(1);
    // The list of drafts empties when this tab's sync finds the row gone: the other tab may
    // have posted it, and its post refreshes this tab's thoughts a moment before that.
    await expect.poll(() => writer.getByTestId('thought-draft').count()).toBe(0);
    await openSecurity(reader);
    await expect.poll(() => card(reader, 'con', draftText).count()).toBe(1);
    // Exactly once: with two tabs syncing, and after a reload (app start tries the queue again).
    await expect.poll(() => card(secondTab, 'con', draftText).count(), { timeout: 20_000 }).toBe(1);
    await openSecurity(writer);
    await expect.poll(() => card(writer, 'con', draftText).count()).toBe(1);
    await openSecurity(reader);
    expect(await card(reader, 'con', draftText).count()).toBe(1);

    await writerContext.close();
    await readerContext.close();
  });

  it('opens the thought page with its slug, reports, and passes axe and the keyboard on a phone', async () => {
    const authorContext = await newContext();
    const author = await authorContext.newPage();
    await signUp(author, env.server.url, 'Ana Author');
    await openSecurity(author);
    const text = `Dividend growth looks durable here ${Date.now()}`;
    await shareThought(author, 'Pro', text, 'Post thought');
    const posted = card(author, 'pro', text);
    await posted.waitFor();
    const id = await posted.getAttribute('data-thought-id');
    await authorContext.close();

    const context = await newContext(PHONE);
    // Analytics uploads (from the page or its service worker), to find "pro/con viewed" in.
    const uploaded: unknown[] = [];
    context.on('request', (request) => {
      const body = request.postData();
      if (!body?.includes('pro/con viewed')) return;
      try {
        proConEvents(JSON.parse(body), uploaded);
      } catch {
        // Not JSON: not an upload this test reads.
      }
    });
    const page = await context.newPage();
    // The columns as a popular security has them: below the fold when the page opens, and
    // several screens tall, so a quarter of one never fits on the phone's screen.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent =
          '[data-testid="pro-column"], [data-testid="con-column"] { min-height: 4000px; margin-top: 1000px; }';
        document.head.append(style);
      }),
    );
    await signUp(page, env.server.url, 'Kim Keyboard');
    await openSecurity(page);
    expect(await seriousViolations(page)).toEqual([]);

    // "pro/con viewed" (spec §3) once a column comes into view, with exactly its three fields.
    const viewed = async () => [...uploaded, ...proConEvents(await queuedEvents(page))];
    for (const side of ['pro', 'con']) {
      // One column at a time: on a phone the columns stack, and a jump to the second can pass
      // the first without it ever being on screen.
      await page.getByTestId(`${side}-column`).scrollIntoViewIfNeeded();
      await expect
        .poll(viewed, { timeout: 10_000 })
        .toContainEqual({ context: 'security page', pro_or_con: side, ticker_symbol: SYMBOL });
    }

    // The keyboard reaches "Share a thought", opens the form and closes it with Escape.
    await tabTo(page, (el) => el.textContent === 'Share a thought');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Share a thought on ${SYMBOL}` });
    await dialog.waitFor();
    // The live character count follows the text.
    await dialog.getByLabel('Your thought').fill('Too short');
    expect(await dialog.getByText(/^9 \/ 1,000 characters/).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Post thought' }).click();
    expect(await dialog.getByRole('alert').textContent()).toContain('at least 10 characters');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The keyboard reaches the agree button of the thought.
    const agree = card(page, 'pro', text).getByRole('button', { name: /Agree/ });
    await agree.waitFor();
    await tabTo(
      page,
      (el) =>
        el.closest('[data-testid="thought-card"]')?.textContent?.includes('Dividend growth') ===
          true && el.textContent?.includes('Agree') === true,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => agree.getAttribute('aria-pressed')).toBe('true');

    // The thought page, opened from a link (a full load): a bare id gets its slug in the URL, and
    // so does a wrong slug.
    await page.goto(`${env.server.url}/app/thoughts/${id}`);
    await waitForReady(page);
    await page.waitForURL(
      `${env.server.url}/app/thoughts/${id}/dividend-growth-looks-durable-here-*`,
    );
    await page.goto(`${env.server.url}/app/thoughts/${id}/not-the-slug`);
    await page.waitForURL(
      `${env.server.url}/app/thoughts/${id}/dividend-growth-looks-durable-here-*`,
    );
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(`A pro on ${SYMBOL} by Ana Author`);
    await expect.poll(() => page.getByTestId('thought-quote').textContent()).toContain('$');
    const pageAgree = page.getByRole('button', { name: /Agree/ });
    expect(await pageAgree.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // Report with a reason.
    await page.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this thought' });
    await report.getByLabel('Why is it abusive or misleading?').fill('Spam link in the text');
    await report.getByRole('button', { name: 'Report' }).click();
    await expect
      .poll(() => report.getByRole('status').textContent())
      .toContain('Our moderators will look at this thought.');
    await report.getByRole('button', { name: 'Done' }).click();

    // An unknown thought says so.
    await openInApp(page, `${env.server.url}/app/thoughts/999999999`);
    await waitForReady(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Thought not found');
    await context.close();
  });
});
