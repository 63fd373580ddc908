import { describe, expect, it } from 'vitest';
import type { ChartRange } from './bars';
import { createQuoteProvider, readMarketConfig } from './quote-provider';
import { SimulatedQuoteProvider } from './simulator';
import { UnknownSymbolError } from './universe';

const frozen = new Date('2026-11-20T18:00:00Z');

describe('createQuoteProvider', () => {
  it('returns the simulator by default', () => {
    const provider = createQuoteProvider();
    expect(provider).toBeInstanceOf(SimulatedQuoteProvider);
    expect(provider.source).toBe('simulator');
  });

  it('names the known providers when asked for an unknown one', () => {
    expect(() => createQuoteProvider({ provider: 'bloomberg' })).toThrow(
      'QUOTE_PROVIDER "bloomberg" is not a known quote provider (known: simulator)',
    );
    expect(() => createQuoteProvider({ provider: 'toString' })).toThrow(/not a known/);
  });

  it('reads QUOTE_PROVIDER and MARKET_SEED from the environment', () => {
    expect(readMarketConfig({ QUOTE_PROVIDER: 'simulator', MARKET_SEED: 'demo' })).toMatchObject({
      provider: 'simulator',
      seed: 'demo',
    });
    expect(readMarketConfig({})).toMatchObject({ provider: 'simulator', seed: 'stockroom' });
  });

  it('uses its clock when no instant is given, and the seed from the config', async () => {
    const provider = createQuoteProvider({ seed: 'demo', now: () => frozen });
    const same = createQuoteProvider({ seed: 'demo' });
    expect(await provider.getQuote('aapl')).toEqual(await same.getQuote('AAPL', frozen));
  });

  it('rejects unknown symbols and instants outside the modelled years', async () => {
    const provider = createQuoteProvider({ now: () => frozen });
    await expect(provider.getQuote('ZZZZ')).rejects.toThrow(UnknownSymbolError);
    await expect(provider.getQuotes(['AAPL', 'ZZZZ'])).rejects.toThrow(UnknownSymbolError);
    await expect(provider.getQuote('AAPL', new Date('2010-01-05T15:00:00Z'))).rejects.toThrow(
      RangeError,
    );
    await expect(provider.getQuote('AAPL', new Date('2101-01-05T15:00:00Z'))).rejects.toThrow(
      RangeError,
    );
    await expect(provider.getQuote('AAPL', new Date('nonsense'))).rejects.toThrow(RangeError);
  });

  it('rejects a chart range or earnings window it does not know', async () => {
    const provider = createQuoteProvider({ now: () => frozen });
    const range: string = '10Y';
    await expect(provider.getBars('AAPL', range as ChartRange)).rejects.toThrow(/chart range/);
    await expect(provider.upcomingEarnings(frozen, -1)).rejects.toThrow(RangeError);
    await expect(provider.upcomingEarnings(frozen, 1.5)).rejects.toThrow(RangeError);
  });
});
