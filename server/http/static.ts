// Serves the built PWA from dist/. A navigation gets its pre-rendered marketing page when there
// is one for the brand, otherwise the app shell, and the client's route table decides (spec §2
// redirects happen there). A signed-in member's home (/app) and portfolio (/app/portfolio) come
// with their figures drawn in (build/home-figures.ts, build/portfolio-figures.ts): such a page is
// theirs alone, so no cache keeps it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withHomeFigures } from '../../build/home-figures';
import { withPortfolioFigures } from '../../build/portfolio-figures';
import type { PortfolioResponse } from '@/contract/portfolio';
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
  figures: FirstFigures | null = null,
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
    const draw = figures ? drawingFor(figures, path) : null;
    const drawn = draw ? await figuresInTime(() => draw(request), request) : null;
    const html = drawn ? drawn(page) : page;
    // A member's own page: kept by no cache, the browser's or the service worker's (src/sw.ts).
    reply.header('cache-control', drawn ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    const body = drawn ? compressedOnce(html, encoding) : compressedHtml(html, encoding);
    return reply.header('content-encoding', encoding).send(body);
  });
}

/** A signed-in member's figures for the screens drawn from the HTML; null without a session. */
export interface FirstFigures {
  home(request: FastifyRequest): Promise<HomeFigures | null>;
  portfolio(request: FastifyRequest): Promise<PortfolioResponse | null>;
}

/** What turns the page into a member's own, read for `request`. */
type Drawing = (page: string) => string;

/**
 * Beyond this the page (home or the portfolio) goes without its figures: the app asks for them as
 * it starts anyway.
 */
export const FIRST_FIGURES_WAIT_MS = 300;

/** The reading of the figures `path`'s screen draws, if it draws any. */
function drawingFor(
  figures: FirstFigures,
  path: string,
): ((request: FastifyRequest) => Promise<Drawing | null>) | null {
  const screen = path.replace(/\/+$/, '');
  if (screen === '/app') {
    return async (request) => {
      const home = await figures.home(request);
      return home && ((page) => withHomeFigures(page, home));
    };
  }
  if (screen === '/app/portfolio') {
    return async (request) => {
      const portfolio = await figures.portfolio(request);
      return portfolio && ((page) => withPortfolioFigures(page, portfolio));
    };
  }
  return null;
}

export async function figuresInTime<T>(
  read: () => Promise<T | null>,
  request: FastifyRequest,
): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_FIGURES_WAIT_MS);
  });
  // A failure reading them (the database away) costs the page its figures, never the page.
  const figures = read().catch((error: unknown) => {
    request.log.warn({ err: error }, 'first figures not drawn (the page goes without them)');
    return null;
  });
  try {
    return await Promise.race([figures, late]);
  } finally {
    clearTimeout(timer);
  }
}
