// Server-side rendering of marketing pages at build time: the same route table the
// browser uses, rendered to HTML with every lazy chunk resolved, plus stitches' CSS, so a page
// paints before any JavaScript runs. Built with `vite build --ssr` by scripts/build.mjs.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppRoutes } from '@/routes';
import { applyGlobalStyles } from '@/ui/theme/global';
import { getCssText } from '@/ui/theme/stitches';

export { PRERENDERED_PATHS } from '@/paths';

export async function renderPage(path: string): Promise<{ html: string; css: string }> {
  applyGlobalStyles();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <AppRoutes />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), css: getCssText() };
}
export { currentBrand } from '@/platform/brand/current';
// The blog: its posts, checked at build time, and the snapshot each blog page
// is rendered from (marketing/blog/snapshot.ts).
export { readBlogDocuments } from '@marketing/blog/read-documents';
export { blogPrerenderPages } from '@marketing/blog/prerender-pages';
export { setBlogSnapshot, snapshotScript } from '@marketing/blog/snapshot';
