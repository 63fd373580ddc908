// The blog's reads from the content service (spec §7 "GET {cms}/api{dir}{query} … with a bearer
// credential; non-200 gives an error result"), for pages the server did not pre-render: a post an
// editor added or changed after the build, or a client-side navigation. Every answer is checked
// with the contract (CONVENTIONS "Validate once at the edge"); failures are platform/api's
// ApiError, so QueryView shows the offline, not-found and error states as everywhere else.
import { array, type Struct, type, validate } from 'superstruct';
import { BlogPostDocument, DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { ApiError } from '@/platform/api';
import { sortNewestFirst } from './sort';
import type { BlogPostSummary } from './snapshot';

const CMS_BASE = '/cms/api';
/** The service's page maximum (server/content/store.ts CONTENT_PAGE_MAX). */
const LIST_LIMIT = 100;

async function read<T>(path: string, struct: Struct<T, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${CMS_BASE}${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${DEFAULT_CMS_READ_TOKEN}` },
    });
  } catch {
    throw new ApiError('network', 'Network request failed');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      response.status === 404
        ? 'There is no such blog post.'
        : `The blog could not be loaded (status ${response.status}).`;
    throw new ApiError('http', message, response.status);
  }
  const [failure, value] = validate(json, struct);
  if (failure) throw new ApiError('invalid-response', `Unexpected response for ${path}`);
  return value;
}

const BlogList = type({ items: array(BlogPostDocument) });

/** Published posts, newest first, as the list shows them. */
export async function fetchBlogList(): Promise<BlogPostSummary[]> {
  const { items } = await read(`/blog?limit=${LIST_LIMIT}`, BlogList);
  return sortNewestFirst(
    items.map(({ slug, title, summary, author, published_on }) => ({
      slug,
      title,
      summary,
      author,
      published_on,
    })),
  );
}

export const fetchBlogPost = (slug: string): Promise<BlogPostDocument> =>
  read(`/blog/${encodeURIComponent(slug)}`, BlogPostDocument);
