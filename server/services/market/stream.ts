// The live price stream (prices on an open screen update live): server-sent events.
// While the market is open a `quotes` event every few seconds; while it is closed a `heartbeat`
// event (market status) that keeps proxies from closing an idle connection. The first event is
// always `quotes`, so a screen has prices at once. The stream ends when the client goes (Fastify
// destroys a piped payload when its response closes) and when the server shuts down.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { QuotesResponse, QuoteStreamHeartbeat } from '@/contract/market';
import { isMarketOpen } from '../../market';
import { marketStatus } from './mapping';
import type { Market } from './provider';
import { quotes } from './securities';

/** EventSource reconnects after this long when the connection drops. */
const RETRY_MS = 5_000;

const open = new Set<PassThrough>();

/** Streams still open in this process (tests prove they end). */
export function openQuoteStreams(): number {
  return open.size;
}

/** Ends every stream before the server closes: open responses would keep close() waiting. */
export function endQuoteStreamsOnClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
}

export function quoteStream(market: Market, symbols: readonly string[]): PassThrough {
  const stream = new PassThrough();
  open.add(stream);
  let timer: NodeJS.Timeout | undefined;
  let wasTrading = false;
  const write = (event: 'quotes' | 'heartbeat', data: QuotesResponse | QuoteStreamHeartbeat) => {
    if (!stream.writableEnded && !stream.destroyed) {
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  };
  const tick = async () => {
    const { now, streamIntervalMs, heartbeatIntervalMs } = market;
    const at = now();
    const trading = isMarketOpen(at);
    // Quotes first, on every tick of a session, and once more at the close (the closing price).
    const sendQuotes = timer === undefined || trading || wasTrading;
    wasTrading = trading;
    try {
      if (sendQuotes) write('quotes', await quotes(market, symbols));
      else write('heartbeat', { as_of: at.toISOString(), market: marketStatus(at) });
    } catch {
      // A feed hiccup skips one event; the next tick tries again.
    }
    if (!stream.destroyed && !stream.writableEnded) {
      timer = setTimeout(() => void tick(), trading ? streamIntervalMs : heartbeatIntervalMs);
    }
  };
  stream.on('close', () => {
    clearTimeout(timer);
    open.delete(stream);
  });
  stream.on('finish', () => {
    clearTimeout(timer);
    open.delete(stream);
  });
  stream.write(`retry: ${RETRY_MS}\n\n`);
  void tick();
  return stream;
}
