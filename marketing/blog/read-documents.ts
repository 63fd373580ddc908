// Build time: the blog posts pre-rendered into /blog and /blog/{slug}, read from the same files the
// content service seeds from (content/blog, server/content/seed.ts) and checked with the same
// struct (src/contract/content.ts), so a file the server would refuse at start fails the build
// first, naming the file. Only published posts become pages, newest first like the service's list.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { BlogPostDocument } from '@/contract/content';
import { sortNewestFirst } from './sort';

export async function readBlogDocuments(dir: string): Promise<BlogPostDocument[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return []; // No blog directory: a blog with no posts yet.
  }
  const posts: BlogPostDocument[] = [];
  const files = new Map<string, string>(); // slug → file, to name both files of a duplicate
  for (const name of names) {
    const file = join(dir, name);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`blog post ${file} is not valid JSON: ${(error as Error).message}`);
    }
    const [failure, post] = validate(raw, BlogPostDocument);
    if (failure) {
      // superstruct prefixes a refinement's message with its path; the path is said once, first.
      const message = failure.message.replace(/^At path: \S+ -- /, '');
      throw new Error(`blog post ${file}: ${failure.path.join('.') || 'document'} ${message}`);
    }
    const other = files.get(post.slug);
    if (other) throw new Error(`blog post ${file}: slug ${post.slug} is also used by ${other}`);
    files.set(post.slug, file);
    if (post.published) posts.push(post);
  }
  return sortNewestFirst(posts);
}
