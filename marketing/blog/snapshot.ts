// What a pre-rendered blog page was rendered from, carried in the page itself so the browser
// hydrates with exactly the same data (CONTRIBUTING "Pre-rendered pages must hydrate
// identically"). At build time scripts/prerender-worker.mjs sets it before rendering a blog path
// and writes it into the page as a JSON data block (<script type="application/json">: never
// executed, so the CSP's no-inline-script rule does not apply); the server adds a `missing` one to
// the 404 page it answers for an unknown slug (server/routes/blog-pages.ts). A page without one
// (the app shell, a client-side navigation) fetches from the content service instead.
import { array, literal, object, string, union, validate, type Infer } from 'superstruct';
import { BlogPostDocument } from '@/contract/content';

const BLOG_SNAPSHOT_ID = 'blog-snapshot';

/** What the list shows of a post (the document's own fields; not superstruct's `pick`, which
 * nothing else on the client uses and would grow the shared framework chunk `/` loads). */
const { slug, title, summary, author, published_on } = BlogPostDocument.schema;
export const BlogPostSummary = object({ slug, title, summary, author, published_on });
export type BlogPostSummary = Infer<typeof BlogPostSummary>;

export const BlogSnapshot = union([
  object({ path: string(), kind: literal('list'), posts: array(BlogPostSummary) }),
  object({ path: string(), kind: literal('post'), post: BlogPostDocument }),
  object({ path: string(), kind: literal('missing') }),
]);
export type BlogSnapshot = Infer<typeof BlogSnapshot>;

let rendering: BlogSnapshot | null = null;
let inPage: BlogSnapshot | null | undefined;

/** Build time only: the data of the page about to be pre-rendered (null for other pages). */
export function setBlogSnapshot(snapshot: BlogSnapshot | null): void {
  rendering = snapshot;
}

/** The snapshot for `path`, if this page carries one. Safe in render: both sides see the same. */
export function blogSnapshotFor(path: string): BlogSnapshot | null {
  const snapshot = typeof document === 'undefined' ? rendering : readFromPage();
  return snapshot?.path === path ? snapshot : null;
}

function readFromPage(): BlogSnapshot | null {
  if (inPage !== undefined) return inPage;
  const text = document.getElementById(BLOG_SNAPSHOT_ID)?.textContent;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null; // A damaged block: fetch like a page without one.
  }
  const [failure, snapshot] = validate(parsed, BlogSnapshot);
  inPage = failure ? null : snapshot;
  return inPage;
}

/** The data block for a page's HTML; `<` escaped so no text in it can close the element. */
export const snapshotScript = (snapshot: BlogSnapshot): string =>
  `<script type="application/json" id="${BLOG_SNAPSHOT_ID}">${JSON.stringify(snapshot).replace(/</g, '\\u003c')}</script>`;
