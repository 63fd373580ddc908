// The blog (spec §2 "/blog is the blog") in Chromium against the real server: /blog lists the
// seeded posts newest first, a post renders its body as semantic HTML, both are pre-rendered
// (readable with JavaScript off, in both brands), an unknown slug is a real 404, the pages are axe
// clean, and what the content service's editor adds, changes or unpublishes after the build shows
// at once (server/routes/blog-pages.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlogDocuments } from '@marketing/blog/read-documents';
import type { BlogPostDocument } from '@/contract/content';
import { BRANDS } from '@/platform/brand/brands';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';

const EDITOR_TOKEN = 'blog-test-editor-secret-0123456789';
const env = setUpE2eEnvironment({ CMS_EDITOR_TOKEN: EDITOR_TOKEN }, { serviceWorkers: 'block' });

let seeded: BlogPostDocument[] = [];
/** The reader's context, which every test without a setting of its own opens its pages in (a
 *  context costs ~1.8 core-seconds; a page in one much less). */
let reader: BrowserContext;
beforeAll(async () => {
  seeded = await readBlogDocuments(new URL('../../content/blog', import.meta.url).pathname);
  reader = await env.browser.newContext({ viewport: DESKTOP });
});
afterAll(() => reader?.close());

async function readerPage(viewport = DESKTOP): Promise<Page> {
  const page = await reader.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** The post with the most kinds of block, so one page shows headings, lists and a quote. */
const richPost = () =>
  [...seeded].sort(
    (a, b) => new Set(b.body.map((x) => x.type)).size - new Set(a.body.map((x) => x.type)).size,
  )[0]!;

const listedTitles = (page: Page) => page.locator('main ol > li h2').allTextContents();

/** Collects console errors and uncaught exceptions (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function putPost(post: BlogPostDocument): Promise<number> {
  const response = await fetch(`${env.server.url}/cms/api/blog/${post.slug}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(post),
  });
  return response.status;
}

describe('the blog as built', () => {
  it('lists the published posts newest first with date, author, summary and link', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    const page = await readerPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${env.server.url}/blog`);
    expect(response?.status()).toBe(200);
    await waitForReady(page);
    expect(await page.locator('h1').first().textContent()).toBe('Blog');
    expect(await page.title()).toBe(`Blog · ${BRANDS.main.displayName}`);
    expect(await listedTitles(page)).toEqual(seeded.map((post) => post.title));
    const dates = seeded.map((post) => post.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = page.locator('main ol > li').first();
    expect(await first.locator('time').getAttribute('datetime')).toBe(seeded[0]!.published_on);
    expect(await first.textContent()).toContain(seeded[0]!.author);
    expect(await first.textContent()).toContain(seeded[0]!.summary);
    // A client-side navigation to the post (no snapshot for it: fetched from the content service).
    await first.getByRole('link', { name: seeded[0]!.title }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(seeded[0]!.title);
    expect(new URL(page.url()).pathname).toBe(`/blog/${seeded[0]!.slug}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders a post: heading, byline, body blocks, title and description', async () => {
    const post = richPost();
    const page = await readerPage(PHONE);
    const errors = watchErrors(page);
    const response = await page.goto(`${env.server.url}/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await waitForReady(page);
    const article = page.locator('main article');
    expect(await article.locator('h1').textContent()).toBe(post.title);
    expect(await article.textContent()).toContain(`By ${post.author}`);
    expect(await article.locator('time').getAttribute('datetime')).toBe(post.published_on);
    for (const block of post.body) {
      if (block.type === 'heading') {
        expect(await article.locator('h2').allTextContents()).toContain(block.text);
      } else if (block.type === 'list') {
        expect(await article.locator('li').allTextContents()).toEqual(
          expect.arrayContaining(block.items),
        );
      } else if (block.type === 'quote') {
        expect(await article.locator('blockquote').allTextContents()).toContain(block.text);
      } else {
        expect(await article.locator('p').allTextContents()).toContain(block.text);
      }
    }
    expect(await page.title()).toBe(`${post.title} · ${BRANDS.main.displayName}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      post.summary,
    );
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect.poll(() => listedTitles(page)).toEqual(seeded.map((p) => p.title));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is pre-rendered: readable with JavaScript off, in each brand', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [host, brandName] of [
      ['127.0.0.1', BRANDS.main.displayName],
      ['partner.localhost', BRANDS.partner.displayName],
    ] as const) {
      const origin = env.server.url.replace('127.0.0.1', host);
      await page.goto(`${origin}/blog`);
      expect(await listedTitles(page), host).toEqual(seeded.map((post) => post.title));
      expect(await page.locator('header').first().textContent(), host).toContain(brandName);
      const post = richPost();
      await page.getByRole('link', { name: post.title }).click();
      await page.waitForURL(`**/blog/${post.slug}`);
      expect(await page.locator('main h1').textContent(), host).toBe(post.title);
      const paragraph = post.body.find((block) => block.type === 'paragraph');
      expect(await page.locator('main article').textContent(), host).toContain(paragraph?.text);
      expect(await page.title(), host).toBe(`${post.title} · ${brandName}`);
    }
    await context.close();
  });

  it('answers an unknown slug with the 404 page and status 404', async () => {
    const page = await readerPage();
    const errors = watchErrors(page);
    for (const path of ['/blog/no-such-post', '/blog/Not_A_Slug', '/blog/a/b']) {
      const response = await page.goto(`${env.server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await waitForReady(page);
      expect(await page.locator('h1').first().textContent(), path).toBe('Page not found');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // The 404 page's own console error (the failed navigation) is Chromium's, not the page's.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  it('is linked from the marketing footer', async () => {
    const page = await readerPage();
    await page.goto(`${env.server.url}/about`);
    await waitForReady(page);
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect.poll(() => listedTitles(page)).toEqual(seeded.map((post) => post.title));
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.close();
  });

  it.each([['default'], ['light']])(
    'the list and a post have no serious or critical axe violations (%s theme)',
    async (theme) => {
      const context = await env.browser.newContext({
        viewport: DESKTOP,
        bypassCSP: true,
        reducedMotion: 'reduce',
      });
      if (theme === 'light') {
        await context.addInitScript(() => localStorage.setItem('stockroom.theme', 'light'));
      }
      const page = await context.newPage();
      for (const path of ['/blog', `/blog/${richPost().slug}`]) {
        await page.goto(`${env.server.url}${path}`);
        await waitForReady(page);
        const violations = await seriousViolations(page);
        expect(violations, `${path} (${theme}):\n${violations.join('\n')}`).toEqual([]);
      }
      await context.close();
    },
  );
});

describe('the blog after the editor changes it', () => {
  it('shows a new post, an edited post and an unpublished post as the database has them', async () => {
    const newest = seeded[0]!;
    const added: BlogPostDocument = {
      slug: 'editor-added-after-the-build',
      title: 'A post the editor added after the build',
      summary: 'Written through the editor endpoint once the site was already built.',
      author: 'The editors',
      published_on: '2099-01-01',
      body: [
        { type: 'paragraph', text: 'It is <b>plain text</b>: markup shows as typed.' },
        { type: 'quote', text: 'Patience is a position.', by: 'A reader' },
      ],
      published: true,
    };
    expect(await putPost(added)).toBe(201);
    const edited = { ...seeded[1]!, title: `${seeded[1]!.title} (updated)` };
    expect(await putPost(edited)).toBe(200);
    expect(await putPost({ ...newest, published: false })).toBe(200);

    const page = await readerPage();
    const errors = watchErrors(page);
    expect((await page.goto(`${env.server.url}/blog`))?.status()).toBe(200);
    const expected = [added.title, edited.title, ...seeded.slice(2).map((post) => post.title)];
    await expect.poll(() => listedTitles(page)).toEqual(expected);

    expect((await page.goto(`${env.server.url}/blog/${added.slug}`))?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(added.title);
    const body = page.locator('main article');
    expect(await body.locator('p').allTextContents()).toContain(
      'It is <b>plain text</b>: markup shows as typed.',
    );
    expect(await body.locator('b').count()).toBe(0);
    expect(await body.locator('figcaption').textContent()).toBe('A reader');
    expect(await page.title()).toBe(`${added.title} · ${BRANDS.main.displayName}`);

    expect((await page.goto(`${env.server.url}/blog/${edited.slug}`))?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(edited.title);

    const gone = await page.goto(`${env.server.url}/blog/${newest.slug}`);
    expect(gone?.status()).toBe(404);
    await waitForReady(page);
    expect(await page.locator('h1').first().textContent()).toBe('Page not found');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });
});
