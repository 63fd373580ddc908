// The own areas of spec §2 ("/a/ is one area, … /blog is the blog"), one lazy chunk so none of it
// weighs on `/` (CONTRIBUTING "The JS budget of `/` is nearly full"): /blog, /blog/{slug}, and the
// 404 page for any other path in them (/a/ has no content yet).
import { validate } from 'superstruct';
import { useLocation } from 'wouter';
import { Slug } from '@/contract/content';
import { marketingPaths } from '@/paths';
import { NotFoundPage } from '../pages/StatusPage';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { BLOG_POST_PATTERN } from './paths';

export default function BlogArea() {
  const [path] = useLocation();
  if (path === marketingPaths.blog) return <BlogListPage />;
  const slug = BLOG_POST_PATTERN.exec(path)?.[1];
  if (slug === undefined) return <NotFoundPage />;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return <NotFoundPage />; // A malformed escape (/blog/%E0) names no post.
  }
  // Not a slug at all (/blog/Not_A_Slug): no post can have it, so nothing to ask the service.
  if (validate(decoded, Slug)[0]) return <NotFoundPage />;
  // Keyed by slug: a new post is a new page with its own data, never the last one's.
  return <BlogPostPage key={decoded} slug={decoded} />;
}
