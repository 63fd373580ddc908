// The other side of tests/api/bad-input-fuzz.test.ts: of the same generated bodies and queries,
// those a route's struct ACCEPTS (huge numbers, long or odd strings, an optional field set to
// something strange) pass validation and reach the services. They may succeed or be refused, but
// never fail the server: no 5xx, and every answer is JSON.
// PostgreSQL only (TEST_DB=postgres, part of `npm test`), like the rest of the bad-input suite.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@server/http/route';
import { signedInAgent } from '../support/agent';
import { openFuzzContext, routeKey } from '../support/fuzz-context';
import {
  accepts,
  asSent,
  bodyMutations,
  queryMutations,
  queryString,
  validExample,
} from '../support/fuzz-input';

const SEED = 20261124;
/** Candidates generated per route; those the struct accepts are sent (bounded, no filter loop). */
const CANDIDATES = 60;
/** At most this many accepted cases are sent per route. */
const MAX_SENT = 20;

/** Never ends by design: a stream of quotes (tests/api/market-stream.test.ts covers it). */
const STREAMS = new Set(['GET /api/v1/quotes/stream']);
/** Raw file bytes, no body struct (its own suite: tests/api/live-accounts-documents.test.ts). */
const RAW_UPLOAD = 'POST /api/v1/live_accounts/documents';

/**
 * Query strings as typed, not built: malformed escapes, prototype keys, bracket syntax, a
 * parameter a thousand times. A struct may accept some (a loose `type` ignores unknown keys).
 */
const RAW_QUERIES = [
  'q=%',
  'q=%E0%A4%A',
  '%ZZ=1',
  '=',
  '&&&',
  '__proto__=x',
  'constructor[prototype][admin]=1',
  'a[b]=1',
  'limit=1&limit=2',
  Array.from({ length: 1_000 }, (_, index) => `p${index}=1`).join('&'),
  `q=${'x'.repeat(8_000)}`,
];

const ctx = await openFuzzContext();
const specs: RouteSpec[] = ctx
  ? ctx.app.routeSpecs.filter(
      (spec) =>
        !STREAMS.has(routeKey(spec)) && routeKey(spec) !== RAW_UPLOAD && (spec.body || spec.query),
    )
  : [];

let cookie = '';
let csrfToken = '';

afterAll(() => ctx?.close());

describe.runIf(ctx !== null)('edge values a struct accepts', () => {
  beforeAll(async () => {
    const { agent } = await signedInAgent(ctx!.agent());
    await agent.csrf();
    cookie = `sid=${agent.cookie('sid')}; csrf=${agent.cookie('csrf')}`;
    csrfToken = agent.csrfToken!;
  });

  it.each(specs.map(routeKey))('%s: never a 5xx', async (key) => {
    const spec = specs.find((candidate) => routeKey(candidate) === key)!;
    const url = spec.url.replace(/:([a-z_]+)/g, '00000000-0000-4000-8000-000000000000');
    const requests: { url: string; payload?: string; what: string }[] = [];
    if (spec.body) {
      const baseline = asSent(validExample(spec.body));
      const accepted = fc
        .sample(bodyMutations(spec.body), { seed: SEED, numRuns: CANDIDATES })
        .filter(({ seen }) => accepts(spec.body!, seen));
      for (const { text } of [baseline, ...accepted].slice(0, MAX_SENT)) {
        requests.push({ url, payload: text, what: text.slice(0, 300) });
      }
    }
    if (spec.query) {
      const accepted = fc
        .sample(queryMutations(spec.query), { seed: SEED, numRuns: CANDIDATES })
        .filter((query) => accepts(spec.query!, query));
      for (const query of accepted.slice(0, MAX_SENT)) {
        const search = queryString(query);
        requests.push({ url: `${url}?${search}`, what: `?${search.slice(0, 300)}` });
      }
    }
    if (spec.query) {
      for (const raw of RAW_QUERIES)
        requests.push({ url: `${url}?${raw}`, what: raw.slice(0, 80) });
    }
    for (const request of requests) {
      const response = await ctx!.app.inject({
        method: spec.method,
        url: request.url,
        headers: {
          cookie,
          'idempotency-key': randomUUID(),
          ...(spec.method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}),
          ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const context = `${key} ${request.what} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      if (response.statusCode !== 204) {
        expect(() => JSON.parse(response.body) as unknown, context).not.toThrow();
      }
    }
  });
});
