import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadHtmlPages } from './index-html';

const dist = mkdtempSync(join(tmpdir(), 'stockroom-index-html-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>App</title></head></html>',
);
mkdirSync(join(dist, 'prerendered', 'main'), { recursive: true });
writeFileSync(
  join(dist, 'prerendered', 'main', 'about.html'),
  '<!doctype html><html><head><title>About</title></head></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('loadHtmlPages', () => {
  it('leaves the pages alone without a brand or DSN', () => {
    const pages = loadHtmlPages(dist, null);
    expect(pages.pageFor('/app', 'localhost')).not.toContain('<meta');
  });

  it('injects the Sentry DSN, HTML-escaped, after <head> in every page (spec §7)', () => {
    const pages = loadHtmlPages(dist, 'main', 'https://key@errors.example/1?a="b"&c=<d>');
    const meta =
      '<meta name="sentry-dsn" content="https://key@errors.example/1?a=&quot;b&quot;&amp;c=&lt;d&gt;" />';
    for (const html of [pages.pageFor('/app', 'localhost'), pages.pageFor('/about', 'localhost')]) {
      expect(html).toContain(`<head>\n    <meta name="brand" content="main" />\n    ${meta}`);
    }
  });

  it('keeps "$" sequences in the DSN as written', () => {
    const pages = loadHtmlPages(dist, null, 'https://k$&@errors.example/1');
    expect(pages.pageFor('/app', 'localhost')).toContain(
      '<head>\n    <meta name="sentry-dsn" content="https://k$&amp;@errors.example/1" />',
    );
  });
});

describe("the app's pages", () => {
  const built = mkdtempSync(join(tmpdir(), 'stockroom-index-html-app-'));
  writeFileSync(
    join(built, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(
    join(built, 'app-preloads.json'),
    JSON.stringify({
      start: ['/assets/app-shell.js'],
      screens: { '/app/portfolio': ['/assets/screens.js'] },
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const link = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

  it('name the scripts the app loads at start under /app, and a landing screen its own', () => {
    const pages = loadHtmlPages(built, null);
    const app = pages.pageFor('/app', 'localhost');
    expect(app).toContain(`${link('/assets/app-shell.js')}</head>`);
    expect(app).not.toContain('screens.js');
    expect(pages.pageFor('/app/community', 'localhost')).toBe(app);
    for (const path of ['/app/portfolio', '/app/portfolio/']) {
      expect(pages.pageFor(path, 'localhost')).toContain(
        `${link('/assets/app-shell.js')}${link('/assets/screens.js')}</head>`,
      );
    }
  });

  it('leave the shell of other paths as built', () => {
    const pages = loadHtmlPages(built, null);
    for (const path of ['/ops', '/application', '/blog/a-post']) {
      expect(pages.pageFor(path, 'localhost')).toBe(pages.shell);
    }
    expect(pages.shell).not.toContain('modulepreload');
  });
});
