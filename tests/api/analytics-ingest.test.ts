// POST /analytics: the analytics ingest (spec §7 analytics upload, §8 413). Uploads are built with
// the client's own encoder, so the two sides are proven to speak the same wire format.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '@/contract/analytics';
import { md5 } from '@/platform/analytics/md5';
import { encodeUpload } from '@/platform/analytics/transport';
import { ANALYTICS_MAX_BYTES } from '@server/routes/analytics';
import { analyticsEvents } from '@server/db/schema';
import { dbSnapshot } from '../support/db-snapshot';
import { wireEvent } from '../support/analytics-events';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FORM = 'application/x-www-form-urlencoded';
const T0 = Date.UTC(2025, 0, 6, 12);
const event = (overrides: Partial<AnalyticsEvent> = {}) => wireEvent(T0, overrides);

/** A fresh public key per test keeps the counts apart. */
const newKey = () => `key-${randomUUID()}`;

function post(body: string, contentType = FORM) {
  return ctx.app.inject({
    method: 'POST',
    url: '/analytics',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

async function rowsFor(key: string) {
  return ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.apiKey, key));
}

/** A form whose fields are given raw (to break one of them). */
function rawForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function validFields(key: string, events: unknown[], uploadTime = String(T0)) {
  const e = JSON.stringify(events);
  return {
    client: key,
    e,
    v: '2',
    upload_time: uploadTime,
    checksum: md5(`2${key}${e}${uploadTime}`),
  };
}

describe('POST /analytics', () => {
  it('stores a valid batch, one row per event, and answers exactly `success`', async () => {
    const key = newKey();
    const events = [event(), event({ event_type: 'button clicked' }), event()];
    const response = await post(encodeUpload(key, events, T0));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('success');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const rows = await rowsFor(key);
    expect(rows).toHaveLength(3);
  });

  it('stores each event whole, with its columns filled in', async () => {
    const key = newKey();
    const sent = event({
      user_id: 'user-5',
      event_properties: { location: '/about', nested: [1, { a: true }] },
    });
    await post(encodeUpload(key, [sent], T0));
    const [row] = await rowsFor(key);
    expect(row).toMatchObject({
      dedupeKey: `insert:${sent.insert_id}`,
      eventType: 'page viewed',
      deviceId: 'device-1',
      userId: 'user-5',
      eventTime: new Date(sent.time),
      event: sent,
    });
  });

  it('stores a batch sent twice only once (a retry, or a beacon then an upload)', async () => {
    const key = newKey();
    const events = [event(), event(), event({ event_type: '$identify' })];
    const first = await post(encodeUpload(key, events, T0));
    const again = await post(encodeUpload(key, events, T0 + 5000));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe('success');
    expect(await rowsFor(key)).toHaveLength(3);
  });

  it('keeps one copy of a duplicate inside one batch', async () => {
    const key = newKey();
    const once = event();
    await post(encodeUpload(key, [once, once, event()], T0));
    expect(await rowsFor(key)).toHaveLength(2);
  });

  it('de-duplicates events without insert_id by device id + event id + client time', async () => {
    const key = newKey();
    const bare = (overrides: Partial<AnalyticsEvent>) => {
      const { insert_id: _none, ...rest } = event(overrides);
      return rest;
    };
    const a = bare({ event_id: 1, time: T0 });
    const sameAgain = { ...a, event_properties: { location: '/retried' } };
    const otherTime = { ...a, time: T0 + 1 };
    const otherDevice = { ...a, device_id: 'device-2' };
    const otherEventId = { ...a, event_id: 2 };
    await post(rawForm(validFields(key, [a])));
    await post(rawForm(validFields(key, [sameAgain], String(T0 + 1))));
    expect(await rowsFor(key)).toHaveLength(1);
    await post(rawForm(validFields(key, [otherTime, otherDevice, otherEventId])));
    const rows = await rowsFor(key);
    expect(rows).toHaveLength(4);
    // The first copy is the one kept.
    const kept = rows.find(
      (row) => row.dedupeKey === `event:${JSON.stringify(['device-1', 1, T0])}`,
    );
    expect(kept?.event).toEqual(a);
  });

  it("takes amplitude-js's event shape: `uuid` de-duplicates, `timestamp` is the client time", async () => {
    // The classic browser SDK's names (tests/e2e/analytics-amplitude-sdk.test.ts runs the SDK).
    const key = newKey();
    const { insert_id: _i, time: _t, ...rest } = event();
    const sdkEvent = { ...rest, uuid: randomUUID(), timestamp: T0 + 7 };
    await post(rawForm(validFields(key, [sdkEvent])));
    await post(rawForm(validFields(key, [sdkEvent], String(T0 + 1))));
    const rows = await rowsFor(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dedupeKey: `uuid:${sdkEvent.uuid}`,
      eventTime: new Date(T0 + 7),
      event: sdkEvent,
    });
  });

  it('accepts a form with a charset and a beacon sent as text/plain', async () => {
    const key = newKey();
    expect(
      (await post(encodeUpload(key, [event()], T0), `${FORM}; charset=UTF-8`)).statusCode,
    ).toBe(200);
    expect(
      (await post(encodeUpload(key, [event()], T0), 'text/plain;charset=UTF-8')).statusCode,
    ).toBe(200);
    expect(await rowsFor(key)).toHaveLength(2);
  });

  it('needs no session and no CSRF token (the public-key SDK posts here)', async () => {
    const response = await post(encodeUpload(newKey(), [event()], T0));
    expect(response.statusCode).toBe(200);
    expect(ctx.app.routeSpecs.some((spec) => spec.url === '/analytics')).toBe(false);
  });

  it('keeps multi-byte text intact through the checksum', async () => {
    const key = newKey();
    const sent = event({ event_properties: { location: '/idées', note: 'Ünïcødé 📈 & = +' } });
    expect((await post(encodeUpload(key, [sent], T0))).statusCode).toBe(200);
    expect((await rowsFor(key))[0]?.event).toEqual(sent);
  });
});

describe('POST /analytics refusals: 400 {error, field}, nothing written', () => {
  const cases: Array<[string, () => string, string]> = [
    [
      'a wrong checksum',
      () => rawForm({ ...validFields('k', [event()]), checksum: '0'.repeat(32) }),
      'checksum',
    ],
    [
      'a checksum over other events',
      () => rawForm({ ...validFields('k', [event()]), e: JSON.stringify([event()]) }),
      'checksum',
    ],
    [
      'no client key',
      () => {
        const { client: _c, ...rest } = validFields('k', [event()]);
        return rawForm(rest);
      },
      'client',
    ],
    [
      'no events',
      () => {
        const { e: _e, ...rest } = validFields('k', [event()]);
        return rawForm(rest);
      },
      'e',
    ],
    [
      'no upload_time',
      () => {
        const { upload_time: _u, ...rest } = validFields('k', [event()]);
        return rawForm(rest);
      },
      'upload_time',
    ],
    [
      'no checksum',
      () => {
        const { checksum: _c, ...rest } = validFields('k', [event()]);
        return rawForm(rest);
      },
      'checksum',
    ],
    ['another version', () => rawForm({ ...validFields('k', [event()]), v: '3' }), 'v'],
    [
      'events that are not JSON',
      () => {
        const e = '[{"event_type": ';
        return rawForm({ client: 'k', e, v: '2', upload_time: '1', checksum: md5(`2k${e}1`) });
      },
      'e',
    ],
    [
      'events that are not a list',
      () => rawForm(validFields('k', { event_type: 'x' } as never)),
      'e',
    ],
    ['an empty list', () => rawForm(validFields('k', [])), 'e'],
    [
      'an event without a type',
      () => rawForm(validFields('k', [{ ...event(), event_type: undefined }])),
      'e.0.event_type',
    ],
    [
      'an event without insert_id or device id',
      () => rawForm(validFields('k', [event(), { event_type: 'x', event_id: 1, time: T0 }])),
      'e.1.insert_id',
    ],
    ['an impossible time', () => rawForm(validFields('k', [event({ time: -5 })])), 'e.0.time'],
    ['an empty body', () => '', 'client'],
  ];

  it.each(cases)('refuses %s', async (_label, body, field) => {
    const before = await dbSnapshot(ctx.db);
    const response = await post(body());
    expect(response.statusCode).toBe(400);
    const answer = JSON.parse(response.body) as { error: string; field: string };
    expect(answer.field).toBe(field);
    expect(answer.error).toContain(field.split('.')[0]);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('POST /analytics size limit (spec §8: 413 makes the client halve its batch)', () => {
  it(`takes uploads above the API's 64 KiB JSON limit, up to ${ANALYTICS_MAX_BYTES} bytes`, async () => {
    const key = newKey();
    const events = Array.from({ length: 100 }, () =>
      event({ event_properties: { pad: 'x'.repeat(1000) } }),
    );
    const body = encodeUpload(key, events, T0);
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect((await post(body)).statusCode).toBe(200);
    expect(await rowsFor(key)).toHaveLength(100);
  });

  it('answers 413 above the default 1 MiB and writes nothing', async () => {
    const before = await dbSnapshot(ctx.db);
    const big = event({ event_properties: { pad: 'x'.repeat(ANALYTICS_MAX_BYTES) } });
    const response = await post(encodeUpload(newKey(), [big], T0));
    expect(response.statusCode).toBe(413);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('answers 413 above a configured analyticsMaxBytes', async () => {
    const small = await createTestContext({ analyticsMaxBytes: 2048 });
    try {
      const send = (events: AnalyticsEvent[]) =>
        small.app.inject({
          method: 'POST',
          url: '/analytics',
          headers: { 'content-type': FORM },
          payload: encodeUpload('k', events, T0),
        });
      expect((await send([event()])).statusCode).toBe(200);
      const tooBig = await send(Array.from({ length: 10 }, () => event()));
      expect(tooBig.statusCode).toBe(413);
      const [{ n }] = (await small.db
        .select({ n: sql<number>`count(*)::int` })
        .from(analyticsEvents)) as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await small.close();
    }
  });
});
