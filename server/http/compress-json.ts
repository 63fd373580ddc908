// Compresses the API's JSON answers for a browser that accepts it: a page of the community feed
// is 20–30 KB of JSON and about a fifth of that compressed, which a member on a bad connection
// feels. Small answers (most of them) go as they are: below 1 KiB the headers outweigh the saving.
// Brotli at quality 4 and gzip at level 6 are fast settings, run off the event loop (zlib's
// thread pool). Static files are compressed at build time instead (static.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { htmlEncodingFor } from './compressed-html';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES || reply.hasHeader('content-encoding')) {
      return payload;
    }
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    reply.header('vary', 'accept-encoding');
    const encoding = htmlEncodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
