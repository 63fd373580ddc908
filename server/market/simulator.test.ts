// Quotes and chart bars from the simulator at frozen instants (calendar.ts for the sessions).
import { describe, expect, it } from 'vitest';
import { SimulatedQuoteProvider } from './simulator';
import { listSecurities } from './universe';

const provider = new SimulatedQuoteProvider('stockroom');
const FRIDAY_OPEN = new Date('2026-11-20T14:30:00Z');
const FRIDAY_1PM = new Date('2026-11-20T18:00:30Z'); // 13:00:30 New York
const FRIDAY_CLOSE = new Date('2026-11-20T21:00:00Z');
const FRIDAY_EVENING = new Date('2026-11-20T23:00:00Z');
const SATURDAY = new Date('2026-11-21T16:00:00Z');
const MONDAY_EARLY = new Date('2026-11-23T12:00:00Z');

describe('quotes', () => {
  it('during a session: the minute tick, against the previous close', async () => {
    const quote = await provider.getQuote('AAPL', FRIDAY_1PM);
    const thursday = (await provider.getBars('AAPL', '1M', new Date('2026-11-19T22:00:00Z'))).at(
      -1,
    );
    expect(quote).toMatchObject({
      symbol: 'AAPL',
      source: 'simulator',
      marketOpen: true,
      asOf: '2026-11-20T18:00:00.000Z', // the 13:00 tick
      previousCloseUnits: thursday?.closeUnits,
      changeUnits: quote.priceUnits - quote.previousCloseUnits,
    });
    // (price − previous close) / previous close, in basis points.
    expect(quote.changeBasisPoints).toBe(
      Math.round((quote.changeUnits * 10_000) / quote.previousCloseUnits),
    );
    expect(quote.volume).toBeGreaterThan(0);
  });

  it('at the open equals the daily bar open; the minute tick is the last 1D bar close', async () => {
    const atOpen = await provider.getQuote('MSFT', FRIDAY_OPEN);
    const day = (await provider.getBars('MSFT', '1M', FRIDAY_EVENING)).at(-1);
    expect(atOpen.priceUnits).toBe(day?.openUnits);
    const minuteBars = await provider.getBars('MSFT', '1D', FRIDAY_1PM);
    expect(minuteBars).toHaveLength(211); // 09:30 … 13:00
    expect(minuteBars.at(-1)?.closeUnits).toBe(
      (await provider.getQuote('MSFT', FRIDAY_1PM)).priceUnits,
    );
  });

  it('after the close and over the weekend: the close, with that session’s change', async () => {
    const day = (await provider.getBars('AAPL', '1M', FRIDAY_EVENING)).at(-1);
    const atClose = await provider.getQuote('AAPL', FRIDAY_CLOSE);
    for (const instant of [FRIDAY_CLOSE, FRIDAY_EVENING, SATURDAY, MONDAY_EARLY]) {
      const quote = await provider.getQuote('AAPL', instant);
      expect(quote).toEqual({ ...atClose, asOf: '2026-11-20T21:00:00.000Z' });
      expect(quote.priceUnits).toBe(day?.closeUnits);
      expect(quote.marketOpen).toBe(false);
    }
  });

  it('reaches each session’s high and low in its minute ticks and ends on the close', async () => {
    const days = await provider.getBars('NVDA', '1M', FRIDAY_EVENING);
    const minutes = await provider.getBars('NVDA', '1D', FRIDAY_EVENING);
    expect(minutes).toHaveLength(390);
    const last = days.at(-1);
    expect(Math.max(...minutes.map((bar) => bar.highUnits))).toBe(last?.highUnits);
    expect(Math.min(...minutes.map((bar) => bar.lowUnits))).toBe(last?.lowUnits);
    expect(minutes.at(-1)?.closeUnits).toBe(last?.closeUnits);
    expect(minutes[0]?.openUnits).toBe(last?.openUnits);
    const traded = minutes.reduce((sum, bar) => sum + bar.volume, 0);
    expect(Math.abs(traded - (last?.volume ?? 0))).toBeLessThan(400 * 100); // rounding to 100s
  });

  it('ends the half day after Thanksgiving at 13:00', async () => {
    const minutes = await provider.getBars('SPY', '1D', new Date('2026-11-27T22:00:00Z'));
    expect(minutes).toHaveLength(210);
    expect(minutes.at(-1)?.start).toBe('2026-11-27T17:59:00.000Z');
    const quote = await provider.getQuote('SPY', new Date('2026-11-27T18:30:00Z'));
    expect(quote).toMatchObject({ marketOpen: false, asOf: '2026-11-27T18:00:00.000Z' });
  });

  it('shows five sessions of five-minute bars for a week', async () => {
    const bars = await provider.getBars('KO', '1W', FRIDAY_EVENING);
    expect(bars).toHaveLength(5 * 78);
    expect(bars[0]?.start).toBe('2026-11-16T14:30:00.000Z');
  });

  it('never shows a bar after the instant asked about', async () => {
    const bars = await provider.getBars('TSLA', '1Y', FRIDAY_1PM);
    const last = bars.at(-1);
    expect(last?.start).toBe('2026-11-20T14:30:00.000Z');
    expect(last?.closeUnits).toBe((await provider.getQuote('TSLA', FRIDAY_1PM)).priceUnits);
  });

  // How long it takes is a figure of `npm run bench:quotes`, not a test's: this machine is shared.
  it('quotes every security at each minute, the same answer for the same instant', async () => {
    const symbols = listSecurities().map((security) => security.symbol);
    for (let minute = 0; minute < 3; minute++) {
      const instant = new Date(FRIDAY_1PM.getTime() + minute * 60_000);
      const quotes = await provider.getQuotes(symbols, instant);
      expect(quotes.map((quote) => quote.symbol)).toEqual(symbols);
      expect(await provider.getQuotes(symbols, instant)).toEqual(quotes);
    }
  });
});
