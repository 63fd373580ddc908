// Customer-data-platform fan-out (spec §7): after POST /analytics stores a batch, the new events go
// to each destination. The webhook destination is tested against a real HTTP receiver on loopback.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@/contract/analytics';
import { encodeUpload } from '@/platform/analytics/transport';
import {
  fanOut,
  webhookDestination,
  type Destination,
} from '@server/services/analytics/destinations';
import { freePort } from '../support/free-port';
import { createTestContext, type TestContext } from '../support/test-app';

interface Received {
  headers: IncomingMessage['headers'];
  body: { events: AnalyticsEvent[] };
}

/** A loopback receiver that records each POST and answers with `status`. */
class Receiver {
  received: Received[] = [];
  status = 200;
  private waiters: Array<() => void> = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
        });
        response.statusCode = this.status;
        response.end();
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}/hooks/analytics`;
  }

  /** Resolves once `count` deliveries have arrived in total. */
  async waitFor(count: number): Promise<void> {
    const deadline = Date.now() + 5000;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.received.length} deliveries`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const T0 = Date.UTC(2025, 0, 6, 12);
let counter = 0;
const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  insert_id: randomUUID(),
  event_id: ++counter,
  sequence_number: counter,
  session_id: T0,
  device_id: 'device-1',
  user_id: null,
  time: T0 + counter,
  event_type: 'feed loaded',
  event_properties: { item_count: counter },
  user_properties: {},
  groups: {},
  platform: 'Web',
  library: { name: 'stockroom-analytics', version: '1' },
  ...overrides,
});

const ingest = (context: TestContext, events: AnalyticsEvent[]) =>
  context.app.inject({
    method: 'POST',
    url: '/analytics',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encodeUpload('public-key', events, T0),
  });

describe('the webhook destination', () => {
  const receiver = new Receiver();
  let ctx: TestContext;
  beforeAll(async () => {
    await receiver.start();
    ctx = await createTestContext({
      analyticsDestinations: [
        webhookDestination({ url: receiver.url, headers: { 'x-webhook-secret': 's3cret' } }),
      ],
    });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.stop();
  });
  afterEach(() => {
    receiver.status = 200;
  });

  it('receives each stored batch as JSON', async () => {
    const events = [event(), event({ event_type: '$identify' })];
    const response = await ingest(ctx, events);
    expect(response.statusCode).toBe(200);
    await receiver.waitFor(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-webhook-secret']).toBe('s3cret');
    expect(delivery!.body).toEqual({ events });
  });

  it('gets only the events that are new: a re-sent batch is not delivered twice', async () => {
    const before = receiver.received.length;
    const old = event();
    await ingest(ctx, [old]);
    await receiver.waitFor(before + 1);
    const fresh = event();
    await ingest(ctx, [old, fresh]);
    await receiver.waitFor(before + 2);
    expect(receiver.received.at(-1)!.body.events).toEqual([fresh]);

    await ingest(ctx, [old, fresh]); // nothing new: no delivery at all
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(before + 2);
  });

  it('never fails the ingest when the receiver answers 500', async () => {
    receiver.status = 500;
    const before = receiver.received.length;
    const response = await ingest(ctx, [event()]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('success');
    await receiver.waitFor(before + 1);
  });
});

describe('destination failures', () => {
  it('an unreachable webhook or a throwing destination still gets `success`', async () => {
    const port = await freePort(); // nothing listens there
    const failing: Destination = {
      name: 'broken',
      send: () => Promise.reject(new Error('boom')),
    };
    const ctx = await createTestContext({
      analyticsDestinations: [webhookDestination({ url: `http://127.0.0.1:${port}/` }), failing],
    });
    try {
      const response = await ingest(ctx, [event()]);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('success');
    } finally {
      await ctx.close(); // waits for the deliveries to settle
    }
  });

  it('are logged with the destination name; the others still get the events', async () => {
    const log = { warn: vi.fn() };
    const good = { name: 'good', send: vi.fn(() => Promise.resolve()) };
    const bad: Destination = { name: 'bad', send: () => Promise.reject(new Error('boom')) };
    const events = [event()];
    await fanOut([bad, good], events, log);
    expect(good.send).toHaveBeenCalledWith(events);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ destination: 'bad', events: 1, err: 'Error: boom' }),
      'analytics destination failed',
    );
  });

  it('a webhook answering non-2xx counts as a failure', async () => {
    const receiver = new Receiver();
    await receiver.start();
    receiver.status = 503;
    try {
      await expect(webhookDestination({ url: receiver.url }).send([event()])).rejects.toThrow(
        /503/,
      );
    } finally {
      await receiver.stop();
    }
  });

  it('a webhook URL that is not a URL is refused at start', () => {
    expect(() => webhookDestination({ url: 'not a url' })).toThrow();
  });
});
