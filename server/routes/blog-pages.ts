// Navigations to /blog and /blog/{slug} (spec §2 "/blog is the blog"). The blog
// is pre-rendered at build time from content/blog (scripts/prerender-worker.mjs), but the content
// service's editor can add, change or unpublish posts later, so the database decides what is true:
// - a pre-rendered page is served only while the database still holds exactly the posts it was
//   rendered from (dist/prerendered/blog-posts.json): fast, and readable without JavaScript;
// - a post added or changed after the build gets the app shell, and the page fetches the post from
//   the content service (marketing/blog/cms.ts): correct at once, with JavaScript;
// - anything else under /blog (an unknown, unpublished or malformed slug) is the 404 page with
//   status 404, carrying a `missing` snapshot so the browser hydrates it as the 404 page.
// Rendering React on the server per request would keep the no-JavaScript copy of an edited post
// current too, but would put the SSR bundle into the server; a rebuild refreshes those pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { validate } from 'superstruct';
import { Slug } from '@/contract/content';
import type { Db } from '../db/client';
import { getDocument, listDocuments } from '../content/store';
import { AppError } from '../errors';
import { loadHtmlPages, type HtmlPages } from '../http/index-html';

const BLOG = '/blog';
/** marketing/blog/snapshot.ts BLOG_SNAPSHOT_ID (the server does not import marketing code). */
const SNAPSHOT_ID = 'blog-snapshot';
/** Far above any real blog; the list compares every published post. */
const ALL_POSTS = { limit: 10_000, offset: 0 };

export async function blogPageRoutes(
  app: FastifyInstance,
  { db, settings: options }: AppDeps,
): Promise<void> {
  const distDir = options.distDir ?? null;
  if (distDir === null || !existsSync(join(distDir, 'index.html'))) return;
  const pages = loadHtmlPages(distDir, options.brand ?? null, options.sentryDsn ?? null);
  const built = readBuiltPosts(distDir);
  const hostOf = (request: FastifyRequest) => (request.headers.host ?? '').replace(/:\d+$/, '');
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get(BLOG, async (request, reply) => {
    const live = (await listDocuments(db, 'blog', ALL_POSTS)).map(listed);
    const page = sameList(live, [...built.values()].map(listed))
      ? pages.prerenderedFor(BLOG, hostOf(request))
      : null;
    return html(reply, 200, page ?? pages.shell);
  });

  app.get(`${BLOG}/*`, async (request, reply) => {
    // The router's decoded wildcard, never the raw URL: every spelling of a slug is that slug.
    const slug = (request.params as { '*': string })['*'];
    if (slug === '') return reply.redirect(BLOG, 301);
    const post = !validate(slug, Slug)[0] ? await published(db, slug) : null;
    if (!post) {
      // The page hydrates against the address bar, so its snapshot names the path as sent.
      const sent = request.url.split('?')[0] ?? '';
      return html(reply, 404, notFoundPage(pages, sent, hostOf(request)));
    }
    const prebuilt = built.get(slug);
    const page =
      prebuilt && canonical(prebuilt) === canonical(post)
        ? pages.prerenderedFor(`${BLOG}/${slug}`, hostOf(request))
        : null;
    return html(reply, 200, page ?? pages.shell);
  });
}

async function published(db: Db, slug: string): Promise<unknown> {
  try {
    return await getDocument(db, 'blog', slug);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

function notFoundPage(pages: HtmlPages, path: string, host: string): string {
  const snapshot = JSON.stringify({ path, kind: 'missing' }).replace(/</g, '\\u003c');
  const page = pages.prerenderedFor('/404', host) ?? pages.shell;
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="${SNAPSHOT_ID}">${snapshot}</script></body>`,
  );
}

/** The posts the build rendered, by slug (none when the build had no blog). */
function readBuiltPosts(distDir: string): Map<string, Record<string, unknown>> {
  const file = join(distDir, 'prerendered', 'blog-posts.json');
  if (!existsSync(file)) return new Map();
  const posts = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  return new Map(posts.map((post) => [String(post.slug), post]));
}

/** What the list shows of a post (marketing/blog/snapshot.ts BlogPostSummary). */
const listed = (post: Record<string, unknown>) =>
  canonical({
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    author: post.author,
    published_on: post.published_on,
  });

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** JSON with keys sorted: the database's jsonb does not keep the file's key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
