// The HTML pages the server answers navigations with, read once at start: the app shell
// (dist/index.html) and the marketing pages pre-rendered per brand (dist/prerendered/<brand>/,
// scripts/build.mjs). With BRAND=main|partner set, a <meta name="brand"> goes in first thing in
// <head>, ahead of the pre-paint script that reads it (src/platform/brand/current.ts). With
// SENTRY_DSN set, a <meta name="sentry-dsn"> follows it for the client's error reporting (spec §7,
// src/platform/errors/init.ts readErrorReportingConfig). Under /app, the shell also names the
// scripts the app loads before its first screen (build/app-preloads.ts), so they come at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_PRELOADS_FILE, type AppPreloads } from '../../build/app-preloads';
import { escapeHtml } from './escape-html';
import { brandForHost, type BrandId } from '../../src/platform/brand/brands';

export type BrandSetting = BrandId | null;

export interface HtmlPages {
  /** The page for a navigation to `path` on `hostname`. */
  pageFor(path: string, hostname: string): string;
  /** The brand's pre-rendered page for `path`, or null when there is none (blog-pages.ts). */
  prerenderedFor(path: string, hostname: string): string | null;
  /** The app shell (dist/index.html): the client renders the page. */
  shell: string;
}

export function loadHtmlPages(
  distDir: string,
  setting: BrandSetting,
  sentryDsn?: string | null,
): HtmlPages {
  const metas = [
    ...(setting ? [`<meta name="brand" content="${setting}" />`] : []),
    ...(sentryDsn ? [`<meta name="sentry-dsn" content="${escapeHtml(sentryDsn)}" />`] : []),
  ];
  const withMeta = (html: string) =>
    metas.length > 0 ? html.replace('<head>', () => ['<head>', ...metas].join('\n    ')) : html;
  const shell = withMeta(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const prerendered = new Map<string, string>(); // `${brand}:${path}` → html
  for (const brand of ['main', 'partner'] as const) {
    const dir = join(distDir, 'prerendered', brand);
    for (const file of listHtml(dir)) {
      const name = relative(dir, file).replace(/\.html$/, '');
      prerendered.set(
        `${brand}:${name === 'index' ? '/' : `/${name}`}`,
        withMeta(readFileSync(file, 'utf8')),
      );
    }
  }
  const prerenderedFor = (path: string, hostname: string) =>
    prerendered.get(`${setting ?? brandForHost(hostname).id}:${path}`) ?? null;
  const appShellFor = appShells(shell, readAppPreloads(distDir));
  return {
    pageFor: (path, hostname) => prerenderedFor(path, hostname) ?? appShellFor(path) ?? shell,
    prerenderedFor,
    shell,
  };
}

/** The shell for an /app path, with its scripts named (null for any other path). */
function appShells(shell: string, preloads: AppPreloads | null): (path: string) => string | null {
  if (!preloads) return () => null;
  const withPreloads = (files: readonly string[]) =>
    shell.replace(
      '</head>',
      () =>
        `${files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('')}</head>`,
    );
  const app = withPreloads(preloads.start);
  const screens = new Map(
    Object.entries(preloads.screens).map(([path, files]) => [
      path,
      withPreloads([...preloads.start, ...files]),
    ]),
  );
  return (path) => {
    if (path !== '/app' && !path.startsWith('/app/')) return null;
    return screens.get(path.replace(/\/+$/, '')) ?? app;
  };
}

function readAppPreloads(distDir: string): AppPreloads | null {
  const file = join(distDir, APP_PRELOADS_FILE);
  // A build without the app's entry (the tests' fixture builds of one page) has none.
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as AppPreloads;
}

function listHtml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listHtml(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
