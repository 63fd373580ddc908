// The live price stream: server-sent events over a real socket. Quotes every few seconds while the
// market is open, a heartbeat while it is closed, and no stream left behind when the client goes or
// the server closes. Intervals are shortened and the clock frozen.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openQuoteStreams } from '@server/services/market/stream';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

const OPEN = new Date('2025-07-23T15:00:00Z'); // Wednesday 11:00 New York
const SATURDAY = new Date('2025-07-26T15:00:00Z');

let ctx: TestContext;
let base: string;
let cookie: string;
/** The app's clock, which each test sets with the stream's pace (`pace`). */
let at = OPEN;
const now = () => at;
beforeAll(async () => {
  ctx = await createTestContext({ now });
  const { agent } = await signedInAgent(ctx.agent());
  cookie = `sid=${agent.cookie('sid')}`;
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

interface Sse {
  response: IncomingMessage;
  request: ClientRequest;
  events: Array<{ event: string; data: Record<string, unknown> }>;
  raw: string;
}

/** Opens the stream and collects parsed events until `until` holds. */
function openStream(path: string, until: (sse: Sse) => boolean): Promise<Sse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie, accept: 'text/event-stream' } });
    req.on('error', reject);
    req.on('response', (response) => {
      const sse: Sse = { response, request: req, events: [], raw: '' };
      if (response.statusCode !== 200) {
        response.on('data', (chunk: Buffer) => (sse.raw += chunk.toString()));
        response.on('end', () => resolve(sse));
        return;
      }
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        sse.raw += chunk.toString();
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) sse.events.push({ event, data: JSON.parse(data) });
        }
        if (until(sse)) resolve(sse);
      });
    });
    req.end();
  });
}

/** Sets the clock and the stream's intervals of `context`'s market (read at every tick). */
function pace(
  context: TestContext,
  instant: Date,
  intervals: { streamIntervalMs?: number; heartbeatIntervalMs?: number },
): void {
  at = instant;
  Object.assign(context.deps.market, intervals);
}

async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /api/v1/quotes/stream', () => {
  it('sends quotes every interval while the market is open, and ends when the client goes', async () => {
    pace(ctx, OPEN, { streamIntervalMs: 40, heartbeatIntervalMs: 10_000 });
    const sse = await openStream(
      '/api/v1/quotes/stream?symbols=aapl,MSFT',
      (s) => s.events.length >= 3,
    );
    expect(sse.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(sse.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(sse.raw.startsWith('retry: 5000\n\n')).toBe(true);
    expect(sse.events.map((e) => e.event)).toEqual(['quotes', 'quotes', 'quotes']);
    const quotes = sse.events[0]!.data.quotes as Array<Record<string, unknown>>;
    expect(quotes.map((quote) => quote.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(quotes[0]).toMatchObject({
      market_open: true,
      source: 'simulator',
      as_of: OPEN.toISOString(),
    });
    expect(openQuoteStreams()).toBe(1);
    sse.request.destroy();
    await waitFor(() => openQuoteStreams() === 0);
  });

  it('sends the quotes once, then heartbeats while the market is closed', async () => {
    pace(ctx, SATURDAY, { streamIntervalMs: 10_000, heartbeatIntervalMs: 40 });
    const sse = await openStream('/api/v1/quotes/stream?symbols=SPY', (s) => s.events.length >= 3);
    expect(sse.events.map((e) => e.event)).toEqual(['quotes', 'heartbeat', 'heartbeat']);
    expect(sse.events[0]!.data.quotes).toEqual([
      expect.objectContaining({
        symbol: 'SPY',
        market_open: false,
        as_of: '2025-07-25T20:00:00.000Z',
      }),
    ]);
    expect(sse.events[1]!.data).toEqual({
      as_of: SATURDAY.toISOString(),
      market: { open: false, next_open: '2025-07-28T13:30:00.000Z' }, // Monday 9:30 New York
    });
    sse.request.destroy();
    await waitFor(() => openQuoteStreams() === 0);
  });

  it('refuses unknown (404) and malformed (400) symbol lists before streaming', async () => {
    const unknown = await openStream('/api/v1/quotes/stream?symbols=AAPL,ZZZZ', () => false);
    expect(unknown.response.statusCode).toBe(404);
    expect(JSON.parse(unknown.raw)).toMatchObject({ field: 'symbols' });
    const malformed = await openStream('/api/v1/quotes/stream?symbols=AAPL;DROP', () => false);
    expect(malformed.response.statusCode).toBe(400);
    expect(JSON.parse(malformed.raw)).toMatchObject({ field: 'symbols' });
    expect(openQuoteStreams()).toBe(0);
  });

  it('ends open streams when the server closes, so shutdown does not hang', async () => {
    const other = await createTestContext({ now: () => OPEN, streamIntervalMs: 40 });
    const { agent } = await signedInAgent(other.agent());
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const ended = new Promise<void>((resolve) => {
      const req = request(`${url}/api/v1/quotes/stream?symbols=AAPL`, {
        headers: { cookie: `sid=${agent.cookie('sid')}` },
      });
      req.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve());
      });
      req.end();
    });
    await waitFor(() => openQuoteStreams() === 1);
    const started = Date.now();
    await other.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(openQuoteStreams()).toBe(0);
  });
});
