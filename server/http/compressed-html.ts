// The HTML pages (pre-rendered marketing pages and the app shell) compressed for the browser that
// asks: static files have .br/.gz copies from the build (scripts/compress-dist.mjs), but a page
// is assembled at start (brand and Sentry metas, index-html.ts), so it is compressed here, once
// per page and encoding, and kept: there are a few dozen pages and each answer is then a lookup.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip' | null;

/** The best encoding the `Accept-Encoding` header allows (q=0 refuses one); JSON uses it too. */
export function htmlEncodingFor(acceptEncoding: string | undefined): HtmlEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const cache = new Map<string, Buffer>();

/** `html` in `encoding`, compressed once per distinct page. */
export function compressedHtml(html: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}\u0000${html}`;
  let body = cache.get(key);
  if (!body) {
    body = compress(html, encoding, 9);
    cache.set(key, body);
  }
  return body;
}

/**
 * A page made for one request (home's figures drawn in: build/home-figures.ts), compressed for it
 * and not kept: at a quicker level, as it is compressed on every such answer.
 */
export function compressedOnce(html: string, encoding: 'br' | 'gzip'): Buffer {
  return compress(html, encoding, 5);
}

function compress(html: string, encoding: 'br' | 'gzip', level: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: level } })
    : gzipSync(html, { level });
}
