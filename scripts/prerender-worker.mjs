// Renders every pre-rendered marketing page for ONE brand (argv: brand, SSR bundle, dist dir).
// One process per brand, because the brand module resolves once per module instance.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [brand, bundle, dist] = process.argv.slice(2);
globalThis.__STOCKROOM_BRAND__ = brand;
const {
  renderPage,
  PRERENDERED_PATHS,
  currentBrand,
  readBlogDocuments,
  blogPrerenderPages,
  setBlogSnapshot,
  snapshotScript,
} = await import(pathToFileURL(bundle).href);
// The app's frame (build/app-frame.ts) is the app shell's alone: a marketing page is its own first
// paint.
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<div id="app-frame"[\s\S]*?<!--\/app-frame-->/,
  '',
);

// The blog: /blog and one page per published post, from the files the
// content service seeds from (CONTENT_DIR, as server/config.ts reads it). A bad file stops the
// build, naming it. The posts go beside the pages too: the server serves a pre-rendered blog page
// only while the database still holds exactly that post (server/routes/blog-pages.ts).
let posts;
try {
  posts = await readBlogDocuments(join(resolve(process.env.CONTENT_DIR ?? 'content'), 'blog'));
} catch (error) {
  console.error(`prerender: ${error.message}`);
  process.exit(1);
}
const blogPages = blogPrerenderPages(posts, currentBrand.displayName);
mkdirSync(join(dist, 'prerendered'), { recursive: true });
writeFileSync(join(dist, 'prerendered', 'blog-posts.json'), JSON.stringify(posts));
const paths = [...new Set([...PRERENDERED_PATHS, ...blogPages.keys()])];

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

for (const path of paths) {
  const blog = blogPages.get(path);
  setBlogSnapshot(blog?.snapshot ?? null);
  const { html, css } = await renderPage(path);
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  let page = template
    .replace(
      /<title>.*?<\/title>/s,
      `<title>${escapeHtml(heading ? `${heading} · ` : '')}${escapeHtml(currentBrand.displayName)}</title>`,
    )
    // Before the theme variables: its :root tokens (the dark default) would otherwise override
    // the .theme-* class on <html>, which has the same specificity.
    .replace(
      '<style id="theme-variables">',
      `<style id="stitches">${css}</style><style id="theme-variables">`,
    )
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (blog) {
    page = page
      .replace(
        /<meta\s+name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeHtml(blog.description)}" />`,
      )
      .replace('</body>', () => `${snapshotScript(blog.snapshot)}</body>`);
  }
  const file = join(
    dist,
    'prerendered',
    brand,
    path === '/' ? 'index.html' : `${path.slice(1)}.html`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${paths.length} pages for the ${brand} brand`);
