// The blog's paths (spec §2 "/blog is the blog"). /blog itself is marketingPaths.blog; a post's
// path lives here, beside the blog, so src/paths.ts (shipped with every page) stays small.
import { marketingPaths } from '@/paths';

export const BLOG_POST_PATTERN = /^\/blog\/([^/]+)$/;

/** One post: /blog/{slug}. */
export const blogPostPath = (slug: string) => `${marketingPaths.blog}/${encodeURIComponent(slug)}`;
