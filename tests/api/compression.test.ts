// Compressed answers (for Lighthouse on a slow phone connection): the build's .br/.gz copies
// (scripts/compress-dist.mjs) are sent to a browser that accepts them, the HTML pages and the
// larger JSON answers are compressed by the server, and a client that accepts neither gets the
// plain bytes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../scripts/compress-dist.mjs';
import { createTestContext, type TestContext } from '../support/test-app';

const SCRIPT = `export const words = ${JSON.stringify('compress me '.repeat(500))};\n`;
const SHELL = `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stockroom-compress-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'index.html'), SHELL);
  compressDist(dist);
  ctx = await createTestContext({ distDir: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers', () => {
  it('sends a built script as Brotli, else gzip, else plain, varying on Accept-Encoding', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('compresses the HTML pages the server assembles, and honours q=0', async () => {
    const br = await get('/app', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

    const gzip = await get('/app', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');

    const plain = await get('/app');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toContain('<div id="root">');
  });

  it('compresses a JSON answer past 1 KiB, and leaves a small one alone', async () => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(1024);
    const br = await get('/api/v1/openapi.json', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/v1/openapi.json', 'gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/v1/util/csrf', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('csrf_token');
  });
});
