// Renders every pre-rendered marketing page for ONE brand (argv: brand, SSR bundle, dist dir).
// One process per brand, because the brand module resolves once per module instance.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [brand, bundle, dist] = process.argv.slice(2);
globalThis.__STOCKROOM_BRAND__ = brand;
const { renderPage, PRERENDERED_PATHS, currentBrand } = await import(pathToFileURL(bundle).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

for (const path of PRERENDERED_PATHS) {
  const { html, css } = await renderPage(path);
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const page = template
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
  const file = join(
    dist,
    'prerendered',
    brand,
    path === '/' ? 'index.html' : `${path.slice(1)}.html`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${PRERENDERED_PATHS.length} pages for the ${brand} brand`);
