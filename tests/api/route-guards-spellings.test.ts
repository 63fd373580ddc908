// Guards belong to the matched route, not to the URL's spelling. Fastify routes on the decoded
// path, so a guard that compared `request.url` prefixes let `PUT /cms/%61pi/lessons/{slug}` rewrite
// a lesson with no credential and `POST /%61pi/v1/auth/login` skip CSRF. For every route in the
// registry (and the content service's), many spellings of its path are sent over a real socket
// (app.inject would normalise them): without credentials each is refused exactly as the canonical
// path is (401 / 403) or is a 404, and nothing in the database changes; with a session, no
// spelling that routes is told to log in (the session is resolved on the route).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { signedInAgent } from '../support/agent';
import { dbFingerprint } from '../support/fuzz-db-fingerprint';
import { fillParams, pathSpellings } from '../support/path-spellings';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let port = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    cms: { readToken: DEFAULT_CMS_READ_TOKEN, editorToken: 'an editor secret' },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** One raw HTTP request, the path sent byte for byte as given. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': '2' }
          : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    req.end(body);
  });
}

/** Values that let a handler go on (see fillParams). */
const KNOWN = { dir: 'lessons' };
const fill = (pattern: string, value?: string) => fillParams(pattern, value, KNOWN);

interface Guarded {
  method: string;
  pattern: string;
  /** What the canonical path answers without credentials. */
  refused: 401 | 403;
}

/** Every guarded route: mutating API routes (CSRF), session GETs, the content service. */
function guardedRoutes(): Guarded[] {
  const api = ctx.app.routeSpecs.flatMap((spec): Guarded[] => {
    if (spec.method !== 'GET') return [{ method: spec.method, pattern: spec.url, refused: 403 }];
    return spec.auth === 'session' ? [{ method: 'GET', pattern: spec.url, refused: 401 }] : [];
  });
  const cms: Guarded[] = [
    { method: 'GET', pattern: '/cms/api/:dir', refused: 401 },
    { method: 'GET', pattern: '/cms/api/:dir/:slug', refused: 401 },
    { method: 'PUT', pattern: '/cms/api/:dir/:slug', refused: 401 },
  ];
  return [...api, ...cms];
}

/** The quote stream never ends for a signed-in caller: left out of the signed-in comparison. */
const STREAMING = new Set(['/api/v1/quotes/stream']);

describe('guards on the matched route', () => {
  it('covers the registry', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.refused === 403).length).toBeGreaterThan(50);
  });

  it('refuses every spelling of a guarded path without credentials, or answers 404; nothing is written', async () => {
    const before = await dbFingerprint(ctx.db);
    const wrong: string[] = [];
    let sent = 0;
    for (const route of guardedRoutes()) {
      const paths = [
        fill(route.pattern),
        fill(route.pattern, 'x1;x=1'),
        ...pathSpellings(fill(route.pattern)),
      ];
      for (const path of paths) {
        const status = await send(route.method, path);
        sent++;
        if (status !== route.refused && status !== 404) {
          wrong.push(`${route.method} ${path} → ${status} (canonical ${route.refused})`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(3_000);
    expect(await dbFingerprint(ctx.db)).toEqual(before);
  });

  it('resolves the session on every spelling that routes: a signed-in caller is never told to log in', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const cookie = ['sid', 'csrf'].map((name) => `${name}=${agent.cookie(name) ?? ''}`).join('; ');
    const sessionGets = ctx.app.routeSpecs.filter(
      (spec) => spec.method === 'GET' && spec.auth === 'session' && !STREAMING.has(spec.url),
    );
    const refused: string[] = [];
    for (const spec of sessionGets) {
      for (const path of [fill(spec.url), ...pathSpellings(fill(spec.url))]) {
        if ((await send('GET', path, { cookie })) === 401) refused.push(path);
      }
    }
    expect(refused).toEqual([]);
    // Some 600 requests that each run their route's handler: ~10 s alone, past 30 s on two cores
    // busy with the rest of `npm test`.
  }, 90_000);

  it('answers a request that matches no route with 404 JSON whatever its spelling or method', async () => {
    for (const path of ['/api/v1/nothing', '/%61pi/v1/nothing', '/API/v1/me', '/x/../api/v1/me']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        expect([method, path, await send(method, path)]).toEqual([method, path, 404]);
      }
    }
  });
});
