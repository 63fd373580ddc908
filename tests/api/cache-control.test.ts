// Answers of the API are never kept by an HTTP cache (a shared computer's browser, a proxy):
// every route answers `Cache-Control: no-store`, signed in or not, success or error
// (server/http/route.ts). The service worker keeps its own copies, per person (src/sw.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../support/agent';
import { fillParams } from '../support/path-spellings';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The quote stream never ends under inject; it sets its own `no-cache` (an event stream). */
const STREAM = '/api/v1/quotes/stream';

describe('Cache-Control on API answers', () => {
  it('is no-store on every GET route for a signed-in member, and for a visitor', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const visitor = ctx.agent();
    const missing: string[] = [];
    const gets = ctx.app.routeSpecs.filter((spec) => spec.method === 'GET' && spec.url !== STREAM);
    expect(gets.length).toBeGreaterThan(40);
    for (const spec of gets) {
      for (const [who, caller] of [
        ['member', agent],
        ['visitor', visitor],
      ] as const) {
        const response = await caller.get(fillParams(spec.url, 'AAPL'));
        const header = String(response.headers['cache-control'] ?? '');
        if (!/\bno-store\b/.test(header))
          missing.push(`${who} ${spec.url} ${response.status} "${header}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is no-store on answers to writes, refused or not', async () => {
    const agent = ctx.agent();
    const wrong = await agent.post('/api/v1/auth/login', { email: 'x@example.com', password: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const noToken = await agent.post('/api/v1/orders', {}, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(noToken.headers['cache-control']).toBe('no-store');
  });
});
