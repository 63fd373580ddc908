// The community as a conversation, in Chromium on phones: A posts a thought and an idea; B replies
// to the thought from its page, naming $AAPL and @A (both become links, the text stays text); A is
// told in the notification centre, opens the reply from there, then answers on the idea's page
// (its chart against SPY beside it); B, following nobody, starts on Community, finds the Following
// tab empty with suggestions (A, who posts about what B watches) and follows A with one tap. The
// conversation's pages fit 320 px with installation offered, and pass axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { pageApi } from '../support/page-api';
import { layoutProblems, openInApp } from '../support/route-walk';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

const apiCall = <T>(page: Page, method: string, path: string, data?: unknown) =>
  pageApi<T>(page, env.server.url, method, path, data);

async function person(name: string) {
  const context = await env.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signUp(page, env.server.url, name);
  const { user } = await apiCall<{ user: { id: string } }>(page, 'GET', '/me');
  return { context, page, id: user.id };
}

type Posted = { post: { id: string; slug: string | null } };

describe('a conversation', () => {
  it('B replies naming $AAPL and @A; A is told, opens it, answers on the idea page; B follows A from the suggestions', async () => {
    const a = await person('Ada Thinker');
    const b = await person('Ben Replier');
    const thought = await apiCall<Posted>(a.page, 'POST', '/thoughts', {
      symbol: 'AAPL',
      pro_or_con: 'pro',
      body: 'Services revenue keeps compounding every quarter.',
    });
    // On a security no other browser test writes about (the server is shared), so A is the one
    // member posting about what B watches.
    const idea = await apiCall<Posted>(a.page, 'POST', '/ideas', {
      symbol: 'SBUX',
      idea_type: 'buy',
      note: 'Store traffic is coming back.',
    });
    // A's handle, as B finds it on A's profile.
    await openInApp(b.page, `${env.server.url}/app/users/${a.id}/public_profile`);
    const handle = (await b.page.getByTestId('profile-handle').textContent())!.slice(1);
    expect(handle).toMatch(/^ada-thinker(-\d+)?$/);

    // B replies on the thought's page; the mentions become links, markup stays text.
    await openInApp(b.page, `${env.server.url}/app/thoughts/${thought.post.id}`);
    const field = b.page.getByLabel('Your reply');
    await field.fill(`Agree on $AAPL, @${handle}: <b>what about hardware?</b>`);
    await b.page.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = b.page.getByTestId('reply-card').first();
    await reply.waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await reply.getByRole('link', { name: '$AAPL' }).getAttribute('href')).toBe(
      '/app/securities/AAPL',
    );
    expect(await reply.getByRole('link', { name: `@${handle}` }).getAttribute('href')).toBe(
      `/app/users/${a.id}/public_profile`,
    );
    expect(await reply.getByTestId('reply-body').textContent()).toContain('what about hardware?');
    expect(await reply.locator('b').count()).toBe(0);
    await b.page.getByRole('heading', { name: '1 reply' }).waitFor();
    expect(await seriousViolations(b.page), 'thought page with a reply').toEqual([]);

    // A is told, and the notice opens the reply on the thought's page.
    await openInApp(a.page, `${env.server.url}/app/notifications`);
    const notice = a.page.getByRole('button', {
      name: /Ben Replier replied to your thought on AAPL/,
    });
    await notice.click();
    await a.page.waitForURL(/\/app\/thoughts\/\d+\/[\w-]+#reply-\d+$/);
    await expect
      .poll(() => a.page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('reply-card');

    // A opens the idea's page: its chart against SPY, and A answers there.
    await openInApp(a.page, `${env.server.url}/app/ideas/${idea.post.id}`);
    await a.page.getByRole('heading', { name: 'Buy idea on SBUX by Ada Thinker' }).waitFor();
    await a.page.getByTestId('idea-chart').waitFor();
    await a.page.getByLabel('Your reply').fill(`Thanks @ben-replier, hardware is a small part.`);
    await a.page.getByRole('button', { name: 'Reply', exact: true }).click();
    await a.page.getByTestId('reply-card').first().waitFor();
    await a.page.getByRole('heading', { name: '1 reply' }).waitFor();
    expect(await seriousViolations(a.page), 'idea page').toEqual([]);
    // Both pages fit the narrowest phone with installation offered.
    const narrow = { width: 320, height: 700 };
    await a.page.setViewportSize(narrow);
    for (const path of [`/app/ideas/${idea.post.id}`, `/app/thoughts/${thought.post.id}`]) {
      await openInApp(a.page, `${env.server.url}${path}`);
      await a.page.getByTestId('reply-card').first().waitFor();
      const problems = await layoutProblems(a.page, narrow, { installOffered: true });
      expect(problems.overflow, path).toBe(0);
      expect(problems.cutHeaderItems, path).toEqual([]);
    }

    // B follows nobody: the feed opens on Community; Following is empty and suggests A, who posts
    // about SBUX, which B watches; one tap follows, and A's posts are B's Following feed.
    await apiCall(b.page, 'PUT', '/watchlist/SBUX');
    await openInApp(b.page, `${env.server.url}/app/feed`);
    await expect
      .poll(() => b.page.getByRole('tab', { name: 'Community' }).getAttribute('aria-selected'))
      .toBe('true');
    await b.page.getByRole('tab', { name: 'Following' }).click();
    const suggestions = b.page.getByTestId('feed-suggestions');
    const ada = suggestions.getByRole('listitem').filter({ hasText: 'Ada Thinker' });
    await ada.getByText('Posts about SBUX, which you watch').waitFor();
    await ada.getByRole('button', { name: 'Follow Ada Thinker' }).click();
    await ada.getByRole('button', { name: 'Following Ada Thinker' }).waitFor();
    expect(await seriousViolations(b.page), 'suggestions').toEqual([]);
    await suggestions.getByRole('button', { name: 'Show their posts' }).click();
    await b.page.getByRole('article', { name: 'Buy idea on SBUX' }).waitFor();

    await a.context.close();
    await b.context.close();
  });
});
