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
