// Live quotes: prices on an open screen update live without re-rendering unrelated
// components. One signal per symbol, so a price component that reads AAPL re-renders when AAPL
// moves and never when MSFT does; screens around it read no signal at all. One EventSource serves
// every symbol on screen: watchQuotes() counts subscribers per symbol and the stream is reopened
// (once per tick, however many screens changed their symbols) for the union.
import { type ReadonlySignal, type Signal, batch, computed, signal } from '@preact/signals-react';
import { validate } from 'superstruct';
import {
  MAX_QUOTE_SYMBOLS,
  type Quote,
  QuoteStreamHeartbeat,
  QuotesResponse,
} from '@/contract/market';
import { quoteStreamUrl } from './api';

/** idle: nothing watched; connecting; live: quotes flowing (market open); closed: market closed,
 *  heartbeats only; reconnecting: the browser is retrying; unavailable: the server refused. */
type StreamStatus = 'idle' | 'connecting' | 'live' | 'closed' | 'reconnecting' | 'unavailable';

const quotes = new Map<string, Signal<Quote | null>>();
const views = new Map<string, ReadonlySignal<Quote | null>>();
const status = signal<StreamStatus>('idle');
const watchers = new Map<string, number>();
let source: EventSource | null = null;
let openSymbols = '';
let pending = false;

function quoteSignal(symbol: string): Signal<Quote | null> {
  let found = quotes.get(symbol);
  if (!found) {
    found = signal<Quote | null>(null);
    quotes.set(symbol, found);
  }
  return found;
}

/** The latest quote of a symbol, read-only; null until a page or the stream has one. */
export function liveQuote(symbol: string): ReadonlySignal<Quote | null> {
  const key = symbol.toUpperCase();
  let view = views.get(key);
  if (!view) {
    const inner = quoteSignal(key);
    view = computed(() => inner.value);
    views.set(key, view);
  }
  return view;
}

export const quoteStreamStatus = computed(() => status.value);

/** Keeps a quote unless it is older than the one held; equal quotes change nothing (no render). */
function store(quote: Quote): void {
  const target = quoteSignal(quote.symbol);
  const held = target.value;
  if (held && (held.as_of > quote.as_of || sameQuote(held, quote))) return;
  target.value = quote;
}

const sameQuote = (a: Quote, b: Quote) =>
  a.as_of === b.as_of && a.price_e4 === b.price_e4 && a.volume === b.volume;

/** Quotes a screen fetched (security page, watchlist) seed the live signals. */
export function seedQuotes(list: readonly Quote[]): void {
  batch(() => list.forEach(store));
}

/** Watches symbols until the returned function is called (an effect's cleanup). */
export function watchQuotes(symbols: readonly string[]): () => void {
  const keys = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))];
  for (const key of keys) watchers.set(key, (watchers.get(key) ?? 0) + 1);
  schedule();
  return () => {
    for (const key of keys) {
      const left = (watchers.get(key) ?? 1) - 1;
      if (left > 0) watchers.set(key, left);
      else watchers.delete(key);
    }
    schedule();
  };
}

function schedule(): void {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    reconnect();
  });
}

function reconnect(): void {
  const symbols = [...watchers.keys()].sort().slice(0, MAX_QUOTE_SYMBOLS);
  const key = symbols.join(',');
  if (key === openSymbols) return;
  source?.close();
  source = null;
  openSymbols = key;
  if (symbols.length === 0 || typeof EventSource === 'undefined') {
    status.value = 'idle';
    return;
  }
  status.value = 'connecting';
  const stream = new EventSource(quoteStreamUrl(symbols), { withCredentials: true });
  stream.addEventListener('quotes', (event) => {
    const [error, body] = validate(parse(event), QuotesResponse);
    if (error) return;
    batch(() => {
      body.quotes.forEach(store);
      status.value = body.quotes.some((quote) => quote.market_open) ? 'live' : 'closed';
    });
  });
  stream.addEventListener('heartbeat', (event) => {
    const [error, body] = validate(parse(event), QuoteStreamHeartbeat);
    if (!error) status.value = body.market.open ? 'live' : 'closed';
  });
  stream.addEventListener('error', () => {
    // CLOSED: the server answered with an error (session gone, bad symbol); the browser will not
    // retry. CONNECTING: a dropped connection the browser retries by itself.
    status.value = stream.readyState === EventSource.CLOSED ? 'unavailable' : 'reconnecting';
  });
  source = stream;
}

function parse(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}
