// Live quotes (state.ts): one stream for every symbol on screen, and one signal per symbol, so a
// price reading AAPL is not touched when MSFT moves (the render-count test of CONVENTIONS "Data",
// at the signal a component subscribes to).
import { effect } from '@preact/signals-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '@/contract/market';
import { liveQuote, quoteStreamStatus, seedQuotes, watchQuotes } from './state';

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const original = globalThis.EventSource;
beforeAll(() => {
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterAll(() => {
  globalThis.EventSource = original;
});

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const quote = (symbol: string, price: number, asOf = '2025-07-23T15:00:00.000Z'): Quote => ({
  symbol,
  price_e4: price,
  previous_close_e4: 1_000_000,
  change_e4: price - 1_000_000,
  change_bp: Math.round(((price - 1_000_000) * 10_000) / 1_000_000),
  volume: 1000,
  as_of: asOf,
  source: 'simulator',
  market_open: true,
});

describe('live quotes', () => {
  it('opens one stream for the union of watched symbols and notifies only the symbol that moved', async () => {
    const stopPage = watchQuotes(['aapl']);
    const stopList = watchQuotes(['MSFT', 'AAPL']);
    await tick();
    expect(FakeEventSource.opened).toHaveLength(1);
    const stream = FakeEventSource.opened[0]!;
    expect(new URL(stream.url, 'http://x').searchParams.get('symbols')).toBe('AAPL,MSFT');
    expect(quoteStreamStatus.value).toBe('connecting');

    let aaplRuns = 0;
    const dispose = effect(() => {
      void liveQuote('AAPL').value;
      aaplRuns++;
    });
    expect(aaplRuns).toBe(1);

    stream.emit('quotes', { quotes: [quote('MSFT', 1_010_000)] });
    expect(liveQuote('msft').value?.price_e4).toBe(1_010_000);
    expect(aaplRuns).toBe(1); // MSFT moved: AAPL's readers did not run
    expect(quoteStreamStatus.value).toBe('live');

    stream.emit('quotes', { quotes: [quote('AAPL', 1_020_000)] });
    expect(aaplRuns).toBe(2);
    stream.emit('quotes', { quotes: [quote('AAPL', 1_020_000)] }); // the same quote again
    expect(aaplRuns).toBe(2);
    seedQuotes([quote('AAPL', 990_000, '2025-07-23T14:00:00.000Z')]); // older: ignored
    expect(liveQuote('AAPL').value?.price_e4).toBe(1_020_000);

    stream.emit('quotes', { quotes: [{ symbol: 'AAPL', price_e4: 'not a number' }] }); // invalid
    expect(liveQuote('AAPL').value?.price_e4).toBe(1_020_000);
    dispose();

    stopList();
    await tick();
    expect(stream.closed).toBe(true);
    expect(new URL(FakeEventSource.opened[1]!.url, 'http://x').searchParams.get('symbols')).toBe(
      'AAPL',
    );
    stopPage();
    await tick();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
    expect(quoteStreamStatus.value).toBe('idle');
  });

  it('reports a closed market from heartbeats and a refused stream as unavailable', async () => {
    const stop = watchQuotes(['SPY']);
    await tick();
    const stream = FakeEventSource.opened.at(-1)!;
    stream.emit('heartbeat', { as_of: 'x', market: { open: false, next_open: 'y' } });
    expect(quoteStreamStatus.value).toBe('closed');
    stream.readyState = FakeEventSource.CLOSED;
    stream.dispatchEvent(new Event('error'));
    expect(quoteStreamStatus.value).toBe('unavailable');
    stop();
    await tick();
  });
});
