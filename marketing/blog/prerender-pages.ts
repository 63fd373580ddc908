// Build time: every blog page to pre-render (the list and one page per published post), with the
// snapshot it is rendered from (snapshot.ts) and its meta description. Used by
// scripts/prerender-worker.mjs through src/prerender.tsx.
import type { BlogPostDocument } from '@/contract/content';
import { marketingPaths } from '@/paths';
import { blogPostPath } from './paths';
import { blogDescription } from './copy';
import type { BlogSnapshot } from './snapshot';

export interface BlogPrerenderPage {
  snapshot: BlogSnapshot;
  description: string;
}

/** Path → page, for `posts` newest first (read-documents.ts). */
export function blogPrerenderPages(
  posts: readonly BlogPostDocument[],
  brandName: string,
): Map<string, BlogPrerenderPage> {
  const pages = new Map<string, BlogPrerenderPage>();
  pages.set(marketingPaths.blog, {
    snapshot: {
      path: marketingPaths.blog,
      kind: 'list',
      posts: posts.map(({ slug, title, summary, author, published_on }) => ({
        slug,
        title,
        summary,
        author,
        published_on,
      })),
    },
    description: blogDescription(brandName),
  });
  for (const post of posts) {
    const path = blogPostPath(post.slug);
    pages.set(path, { snapshot: { path, kind: 'post', post }, description: post.summary });
  }
  return pages;
}
