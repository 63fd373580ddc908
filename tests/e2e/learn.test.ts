// Learn and earn in Chromium against the real server (complete a lesson, see the XP and the
// COME_BACK_TOMORROW status; go offline and read the next lesson; a lesson completed offline is
// awarded once). A partner promotion is added to lesson 2 through the content service's editor
// endpoint, so the reader's "Sponsored" card is checked too, and the insurance lesson's Ladder quote
// tool to lesson 1 (a sandbox quote on a phone, and Ladder's tracked link). axe finds nothing serious on the learn
// home, a lesson, progress and more-info.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LessonDocument } from '@/contract/content';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const EDITOR = 'learn-e2e-editor-secret-at-least-24-chars';
const env = setUpE2eEnvironment({ CMS_EDITOR_TOKEN: EDITOR });
const COME_BACK = 'Come back tomorrow for new lessons!';

const newContext = (viewport = DESKTOP): Promise<BrowserContext> =>
  env.browser.newContext({ viewport, bypassCSP: true });

async function openLearnHome(page: Page) {
  await openInApp(page, `${env.server.url}/app/learn-and-earn`);
  await waitForReady(page);
  await page.getByTestId('course-list').waitFor();
}

/** Lesson 2 with a Bankrate promotion at its end (spec §1: Bankrate's button says SEE MY OFFERS). */
async function addSponsorToLessonTwo(): Promise<void> {
  const url = `${env.server.url}/cms/api/lessons/how-prices-are-set`;
  const auth = { authorization: `Bearer ${EDITOR}` };
  const lesson = (await (await fetch(url, { headers: auth })).json()) as LessonDocument;
  const sponsored: LessonDocument = {
    ...lesson,
    sections: [
      ...lesson.sections,
      {
        content_type: 'sponsorOutro',
        partner: 'bankrate',
        headline: 'Compare savings rates',
        text: 'See today’s best savings and CD rates side by side.',
      },
    ],
  };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(sponsored),
  });
  expect(put.status).toBe(200);
}

/** Lesson 1 with the insurance lesson's Ladder quote tool at its end (spec §3 ladderQuoteTool). */
async function addLadderQuoteToolToLessonOne(): Promise<void> {
  const url = `${env.server.url}/cms/api/lessons/what-is-a-stock`;
  const auth = { authorization: `Bearer ${EDITOR}` };
  const lesson = (await (await fetch(url, { headers: auth })).json()) as LessonDocument;
  const withTool: LessonDocument = {
    ...lesson,
    sections: [
      ...lesson.sections,
      {
        content_type: 'ladderQuoteTool',
        partner: 'ladder',
        headline: 'Get a term life quote from Ladder',
        text: 'Enter a few details to see a quote, and compare it with other options.',
      },
    ],
  };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(withTool),
  });
  expect(put.status).toBe(200);
}

/** GET /api/v1/learn from inside the page (its session). */
const learnState = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/learn', { credentials: 'include' });
    return (await response.json()) as {
      earned_xp: number;
      completedLessonCount: number;
      status: string | null;
    };
  });

/** The rows of one table of the app's Dexie database (src/platform/offline/db.ts). */
const dexieRows = (page: Page, table: string) =>
  page.evaluate(
    (name) =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('stockroom');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as Array<Record<string, unknown>>);
          };
        };
      }),
    table,
  );

describe('learn and earn', () => {
  it('completes lesson 1, shows the XP and the cooldown, then reads lesson 2 offline', async () => {
    await addSponsorToLessonTwo();
    const context = await newContext();
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Lena Learner');
    await openLearnHome(page);

    const next = page.getByTestId('next-lesson');
    await expect.poll(() => next.textContent()).toContain('What a stock is');
    expect(await next.textContent()).toContain('+10 XP');
    expect(await seriousViolations(page)).toEqual([]);

    await next.getByRole('link', { name: 'Start lesson: What a stock is' }).click();
    await page.waitForURL(`${env.server.url}/app/learn-and-earn/lessons/what-is-a-stock`);
    await page.getByTestId('lesson-text').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('What a stock is');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Complete lesson' }).click();
    const earned = page.getByTestId('lesson-earned');
    await earned.waitFor();
    expect(await earned.textContent()).toContain('You earned 10 XP');
    await page.getByRole('heading', { name: COME_BACK }).waitFor();

    await openLearnHome(page);
    const status = page.getByTestId('learn-status');
    expect(await status.getAttribute('data-status')).toBe('COME_BACK_TOMORROW');
    expect(await status.getByRole('heading').textContent()).toBe(COME_BACK);
    // Spec §4: the 'until' time (the next midnight in New York) in Eastern time.
    expect(await status.textContent()).toMatch(/12:00\s?AM E[SD]?T/);
    expect(await page.locator('[data-lesson="what-is-a-stock"]').getAttribute('data-state')).toBe(
      'done',
    );

    await page.getByRole('link', { name: 'Your progress' }).click();
    await page.getByTestId('progress-xp').waitFor();
    expect(await page.getByTestId('progress-xp').textContent()).toBe('10 XP');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(
      /^1 of \d+ lessons completed$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'How learn and earn works' }).click();
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    expect(await page.getByTestId('learn-more-info').textContent()).toContain(
      'The first 3 lessons are free',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The next lesson (and the one after) were stored when the learn state was fetched.
    await openLearnHome(page);
    await expect
      .poll(async () => (await dexieRows(page, 'lessons')).map((row) => row.lessonId))
      .toEqual(expect.arrayContaining(['how-prices-are-set', 'your-first-deposit']));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('link', { name: 'How stock prices are set' }).click();
    await page.getByTestId('lesson-offline').waitFor();
    const text = page.getByTestId('lesson-text');
    expect(await text.textContent()).toContain('A market is a meeting place');
    // The partner promotion: labelled, exactly Bankrate's button text, a tracked link in a new tab.
    const sponsor = page.getByTestId('sponsor-card');
    expect(await sponsor.textContent()).toContain('Sponsored');
    const cta = sponsor.getByRole('link');
    expect(await cta.evaluate((a) => a.firstChild?.textContent)).toBe('SEE MY OFFERS');
    expect(await cta.getAttribute('target')).toBe('_blank');
    expect(await cta.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(await cta.getAttribute('href')).toMatch(/^https?:\/\//);
    // Not completable today: the cooldown shows instead of the button.
    expect(await page.getByRole('button', { name: 'Complete lesson' }).count()).toBe(0);
    expect(await page.getByTestId('lesson-complete').textContent()).toContain(COME_BACK);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a lesson completed offline is sent when back online and awarded once', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Omar Offline');
    await openLearnHome(page);
    await page.getByRole('link', { name: 'Start lesson: What a stock is' }).click();
    await page.getByRole('button', { name: 'Complete lesson' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Complete lesson' }).click();
    await page.getByTestId('lesson-queued').waitFor();
    const queued = await dexieRows(page, 'learnCompletionQueue');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ lessonId: 'what-is-a-stock' });

    await context.setOffline(false);
    await expect
      .poll(async () => (await dexieRows(page, 'learnCompletionQueue')).length, { timeout: 20_000 })
      .toBe(0);
    await page.getByTestId('lesson-done').waitFor();
    expect(await learnState(page)).toMatchObject({
      earned_xp: 10,
      completedLessonCount: 1,
      status: 'COME_BACK_TOMORROW',
    });

    // Reloading (app start tries the queue again) sends nothing twice.
    await openLearnHome(page);
    await page.waitForTimeout(1_000);
    expect(await dexieRows(page, 'learnCompletionQueue')).toEqual([]);
    expect(await learnState(page)).toMatchObject({ earned_xp: 10, completedLessonCount: 1 });
    expect(await page.getByTestId('learn-status').getAttribute('data-status')).toBe(
      'COME_BACK_TOMORROW',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('quotes term life in the lesson on a 320 px phone, then links to Ladder with tracking', async () => {
    await addLadderQuoteToolToLessonOne();
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const userId = await signUp(page, env.server.url, 'Quinn Quote');
    await openInApp(page, `${env.server.url}/app/learn-and-earn/lessons/what-is-a-stock`);
    const tool = page.getByTestId('ladder-quote-tool');
    await tool.waitFor();
    await waitForReady(page);
    expect(await tool.textContent()).toContain('Sponsored · Ladder');

    await tool.getByRole('button', { name: 'Estimate my premium' }).click();
    await expect.poll(() => tool.getByText('Enter your age.').isVisible()).toBe(true);
    await tool.getByLabel('Age', { exact: true }).fill('30');
    await tool.getByLabel('Coverage amount', { exact: true }).fill('500000');
    await tool.getByLabel('Term length', { exact: true }).selectOption('20');
    await tool.getByRole('button', { name: 'Estimate my premium' }).click();
    const result = tool.getByTestId('ladder-quote-result');
    await expect.poll(() => result.textContent()).toContain('Sandbox quote: about $25.59 a month');

    // Spec §7: Ladder's button carries the tracking parameters of this lesson and member.
    const cta = tool.getByRole('link', { name: /^SEE MY QUOTE/ });
    const link = new URL((await cta.getAttribute('href'))!);
    expect(link.origin).toBe('https://www.ladderlife.com');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      utm_source: 'stockroom',
      utm_medium: 'learn_and_earn',
      utm_campaign: 'what-is-a-stock',
      utm_content: 'ladderQuoteTool',
      sr_member: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(link.href).not.toContain(userId);
    expect(await cta.getAttribute('target')).toBe('_blank');

    // It fits the narrowest phone: no sideways scrolling, the fields as wide as the card.
    for (const width of [PHONE.width, 320]) {
      await page.setViewportSize({ width, height: PHONE.height });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const [field, card] = await Promise.all([
        tool.getByLabel('Coverage amount', { exact: true }).boundingBox(),
        tool.boundingBox(),
      ]);
      expect(field!.x + field!.width).toBeLessThanOrEqual(card!.x + card!.width);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
