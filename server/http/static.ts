// Serves the built PWA from dist/. A navigation gets its pre-rendered marketing page when there
// is one for the brand, otherwise the app shell, and the client's route table decides (spec §2
// redirects happen there). A signed-in member's home (/app) comes with their figures drawn in
// (build/home-figures.ts): that page is theirs alone, so no cache keeps it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withHomeFigures } from '../../build/home-figures';
import type { HomeFigures } from '../services/home-figures';
import { compressedHtml, compressedOnce, htmlEncodingFor } from './compressed-html';
import { loadHtmlPages, type BrandSetting } from './index-html';
import { isApiLike } from './unmatched-path';
import { sendError } from './errors';

export async function installStatic(
  app: FastifyInstance,
  distDir: string | null,
  brand: BrandSetting = null,
  sentryDsn: string | null = null,
  figuresFor: FiguresFor | null = null,
): Promise<void> {
  const hasDist = distDir !== null && existsSync(join(distDir, 'index.html'));
  const pages = hasDist ? loadHtmlPages(distDir, brand, sentryDsn) : null;
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/compress-dist.mjs): the smallest one the
      // browser accepts is sent as it is, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed build assets never change; everything else is revalidated so updates land.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // No handler runs for a request that matched no route: the API's areas, in any spelling,
    // get a JSON 404 (unmatched-path.ts); other navigations get their page or the app shell.
    const path = request.url.split('?')[0] ?? '';
    if (
      isApiLike(request.url) ||
      !pages ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 'not_found', 'No such route.');
    }
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const page = pages.pageFor(path, hostname);
    const figures = figuresFor && isHome(path) ? await figuresInTime(figuresFor, request) : null;
    const html = figures ? withHomeFigures(page, figures) : page;
    // A member's own page: kept by no cache, the browser's or the service worker's (src/sw.ts).
    reply.header('cache-control', figures ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    const body = figures ? compressedOnce(html, encoding) : compressedHtml(html, encoding);
    return reply.header('content-encoding', encoding).send(body);
  });
}

/** The signed-in member's home figures, or null (no session, or none to draw). */
export type FiguresFor = (request: FastifyRequest) => Promise<HomeFigures | null>;

/** Beyond this the page goes without the figures: the app asks for them as it starts anyway. */
export const HOME_FIGURES_WAIT_MS = 300;

const isHome = (path: string) => path.replace(/\/+$/, '') === '/app';

export async function figuresInTime(
  figuresFor: FiguresFor,
  request: FastifyRequest,
): Promise<HomeFigures | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HOME_FIGURES_WAIT_MS);
  });
  // A failure reading them (the database away) costs the page its figures, never the page.
  const figures = figuresFor(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'home figures not drawn');
    return null;
  });
  try {
    return await Promise.race([figures, late]);
  } finally {
    clearTimeout(timer);
  }
}
