// A body nested thousands deep once gave a 500 (a recursive walk ran out of stack): JSON bodies and
// the analytics upload's events are refused with a 400 past MAX_JSON_DEPTH levels, before anything
// walks them, and nothing is written (server/http/json-depth.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_API_VERSION } from '@/contract/analytics';
import { md5 } from '@/platform/analytics/md5';
import { jsonDepth, MAX_JSON_DEPTH } from '@server/json-depth';
import { countAnalyticsEvents } from '@server/services/analytics/ingest';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A valid upload of one event whose property `a` is the given JSON text. */
function upload(property: string): string {
  const event = {
    insert_id: `deep-${property.length}`,
    device_id: 'device-deep',
    time: Date.UTC(2025, 0, 6, 12),
    event_type: 'page viewed',
    event_properties: { a: 'PROPERTY' },
  };
  const e = JSON.stringify([event]).replace('"PROPERTY"', property);
  const time = String(Date.now());
  const key = 'key-deep';
  return new URLSearchParams({
    client: key,
    e,
    v: ANALYTICS_API_VERSION,
    upload_time: time,
    checksum: md5(ANALYTICS_API_VERSION + key + e + time),
  }).toString();
}

const postUpload = (property: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/analytics',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: upload(property),
  });

describe('JSON nesting depth', () => {
  it('counts nesting without parsing, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(nested(4500))).toBe(4500);
  });

  it('refuses an API body nested 4,500 deep with a 400, and takes one at the limit', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const headers = { 'content-type': 'application/json' };
    const tooDeep = await agent.put('/api/v1/interests', `{"sectors":${nested(4500)}}`, {
      headers,
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toMatch(/nests deeper than 32 levels/);
    // At the limit the body is parsed and meets its struct as usual.
    const atLimit = await agent.put(
      '/api/v1/interests',
      `{"sectors":${nested(MAX_JSON_DEPTH - 1)}}`,
      { headers },
    );
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.field).toMatch(/^sectors/);
  });

  it('refuses an analytics upload whose events nest 4,500 deep, storing nothing', async () => {
    const before = await countAnalyticsEvents(ctx.db);
    const response = await postUpload(nested(4500));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'e' });
    expect(await countAnalyticsEvents(ctx.db)).toBe(before);
    // A reasonably nested property is stored.
    expect((await postUpload('{"b":{"c":[1,2]}}')).statusCode).toBe(200);
    expect(await countAnalyticsEvents(ctx.db)).toBe(before + 1);
  });
});
