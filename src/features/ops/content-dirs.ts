// The content directories as the console's editor names them (src/contract/content.ts
// CONTENT_DIRS), and where a published document of each can be read in the product, when it has
// a page of its own.
import type { ContentDir } from '@/contract/content';

export const CONTENT_DIR_LABELS: Record<ContentDir, string> = {
  lessons: 'Lessons',
  blog: 'Blog',
  news: 'News',
  audio: 'Audio',
  investors: 'Famous investors',
  copy: 'Marketing copy',
};

/** The public page a published blog post has; the other directories show inside the app. */
export const publicPageOf = (dir: ContentDir, slug: string): string | null =>
  dir === 'blog' ? `/blog/${encodeURIComponent(slug)}` : null;
