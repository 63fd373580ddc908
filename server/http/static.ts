// Serves the built PWA from dist/. A navigation gets its pre-rendered marketing page when there
// is one for the brand, otherwise the app shell, and the client's route table decides (spec §2
// redirects happen there).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { compressedHtml, htmlEncodingFor } from './compressed-html';
import { loadHtmlPages, type BrandSetting } from './index-html';
import { isApiLike } from './unmatched-path';
import { sendError } from './errors';

export async function installStatic(
  app: FastifyInstance,
  distDir: string | null,
  brand: BrandSetting = null,
  sentryDsn: string | null = null,
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
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const html = pages.pageFor(path, hostname);
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressedHtml(html, encoding));
  });
}
