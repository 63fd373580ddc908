// The blog's build-time input: the posts pre-rendered into /blog and
// /blog/{slug} come from content/blog, checked with the content service's struct, so a file the
// server would refuse fails the build first, naming the file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlogPostDocument } from '@/contract/content';
import { blogPrerenderPages } from './prerender-pages';
import { readBlogDocuments } from './read-documents';

const post = (slug: string, published_on: string, extra: Partial<BlogPostDocument> = {}) => ({
  slug,
  title: `Post ${slug}`,
  summary: `About ${slug}.`,
  author: 'The team',
  published_on,
  body: [{ type: 'paragraph', text: 'Text.' }],
  published: true,
  ...extra,
});

function contentDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'blog-content-'));
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

describe('readBlogDocuments', () => {
  it('reads the repository’s posts: at least 6, published, newest first', async () => {
    const posts = await readBlogDocuments(new URL('../../content/blog', import.meta.url).pathname);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => p.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps published posts only, newest first, then by slug', async () => {
    const dir = contentDir({
      'a.json': post('older', '2026-01-01'),
      'b.json': post('zeta', '2026-05-01'),
      'c.json': post('alpha', '2026-05-01'),
      'd.json': post('draft', '2026-12-01', { published: false }),
      'notes.txt': 'not a post',
    });
    expect((await readBlogDocuments(dir)).map((p) => p.slug)).toEqual(['alpha', 'zeta', 'older']);
  });

  it('fails naming the file and the field when a post breaks the contract', async () => {
    const dir = contentDir({
      'good.json': post('good', '2026-01-01'),
      'bad-post.json': post('bad', '2026-02-30x'),
    });
    await expect(readBlogDocuments(dir)).rejects.toThrow(
      /bad-post\.json: published_on must be a date as YYYY-MM-DD/,
    );
    const blocks = contentDir({
      'html.json': post('html', '2026-01-01', {
        body: [{ type: 'html', text: '<b>x</b>' }] as never,
      }),
    });
    await expect(readBlogDocuments(blocks)).rejects.toThrow(/html\.json: body\.0 /);
  });

  it('fails naming the file that is not JSON, and both files of a duplicate slug', async () => {
    await expect(readBlogDocuments(contentDir({ 'broken.json': '{"slug":' }))).rejects.toThrow(
      /broken\.json is not valid JSON/,
    );
    const twice = contentDir({
      'one.json': post('same', '2026-01-01'),
      'two.json': post('same', '2026-01-02'),
    });
    await expect(readBlogDocuments(twice)).rejects.toThrow(
      /two\.json: slug same is also used by .*one\.json/,
    );
  });

  it('treats a missing directory as a blog without posts', async () => {
    expect(await readBlogDocuments(join(tmpdir(), 'no-such-blog-dir-xyz'))).toEqual([]);
  });
});

describe('blogPrerenderPages', () => {
  it('makes /blog (summaries, newest first) and one page per post, with their descriptions', () => {
    const posts = [post('new', '2026-02-01'), post('old', '2026-01-01')] as BlogPostDocument[];
    const pages = blogPrerenderPages(posts, 'Stockroom');
    expect([...pages.keys()]).toEqual(['/blog', '/blog/new', '/blog/old']);
    const list = pages.get('/blog')!;
    expect(list.snapshot).toEqual({
      path: '/blog',
      kind: 'list',
      posts: posts.map(({ slug, title, summary, author, published_on }) => ({
        slug,
        title,
        summary,
        author,
        published_on,
      })),
    });
    expect(list.description).toContain('The Stockroom blog');
    expect(pages.get('/blog/new')).toEqual({
      snapshot: { path: '/blog/new', kind: 'post', post: posts[0] },
      description: 'About new.',
    });
  });
});
