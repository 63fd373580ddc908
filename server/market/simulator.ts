// The built-in quote provider: the seeded price model (price-model.ts) served through the
// QuoteProvider interface. The default for every environment until a real feed is configured
// (DESIGN.md "Market and broker"); its quotes say source 'simulator'.
import { type Bar, type ChartRange, barsForRange } from './bars';
import { dayBar } from './daily-bar';
import { easternDayOf, isoDateOf } from './eastern-time';
import { nextReport } from './earnings';
import { type Fundamentals, fundamentalsAt } from './fundamentals';
import { type ModelQuote, type SessionPoint, quoteFromBar, sessionPointAt } from './model-quote';
import { basisPoints } from './price-units';
import { PriceModel } from './price-model';
import type { EarningsEvent, Quote, QuoteProvider } from './quote-provider';
import { listSecurities, requireSecurity } from './universe';

const DEFAULT_EARNINGS_DAYS = 14;
// Each stock appears once, at its next report; reports are at most ~102 days apart (earnings.ts).
const MAX_EARNINGS_DAYS = 120;

// One model per seed, whichever providers read it: the model is a pure function of the seed, and
// its walks, built day by day and cached per symbol, are the expensive part (every test app has a
// provider of its own, on its own clock).
const models = new Map<string, PriceModel>();
function modelFor(seed: string): PriceModel {
  let model = models.get(seed);
  if (!model) {
    model = new PriceModel(seed);
    models.set(seed, model);
  }
  return model;
}

export class SimulatedQuoteProvider implements QuoteProvider {
  readonly source = 'simulator' as const;
  readonly model: PriceModel;

  constructor(
    seed: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.model = modelFor(seed);
  }

  async getQuote(symbol: string, at?: Date): Promise<Quote> {
    return this.quoteAtPoint(symbol, sessionPointAt(this.instant(at)));
  }

  async getQuotes(symbols: readonly string[], at?: Date): Promise<Quote[]> {
    const point = sessionPointAt(this.instant(at));
    return symbols.map((symbol) => this.quoteAtPoint(symbol, point));
  }

  async getBars(symbol: string, range: ChartRange, at?: Date): Promise<Bar[]> {
    return barsForRange(this.model, requireSecurity(symbol).symbol, range, this.instant(at));
  }

  async getFundamentals(symbol: string, at?: Date): Promise<Fundamentals> {
    return fundamentalsAt(this.model, requireSecurity(symbol).symbol, this.instant(at));
  }

  async upcomingEarnings(at?: Date, days = DEFAULT_EARNINGS_DAYS): Promise<EarningsEvent[]> {
    if (!Number.isInteger(days) || days < 0 || days > MAX_EARNINGS_DAYS) {
      throw new RangeError(`days must be a whole number from 0 to ${MAX_EARNINGS_DAYS}`);
    }
    const today = easternDayOf(this.instant(at));
    const events: Array<EarningsEvent & { day: number }> = [];
    for (const security of listSecurities()) {
      const report = nextReport(this.model.params(security.symbol), this.model.seedHash, today);
      if (!report || report.day > today + days) continue;
      const { symbol, name } = security;
      events.push({
        symbol,
        name,
        date: isoDateOf(report.day),
        timing: report.timing,
        day: report.day,
      });
    }
    return events
      .sort(
        (a, b) =>
          a.day - b.day || timingOrder(a) - timingOrder(b) || a.symbol.localeCompare(b.symbol),
      )
      .map(({ day: _day, ...event }) => event);
  }

  private quoteAtPoint(symbol: string, point: SessionPoint): Quote {
    const canonical = requireSecurity(symbol).symbol;
    return toQuote(quoteFromBar(this.model, dayBar(this.model, canonical, point.index), point));
  }

  private instant(at: Date | undefined): number {
    const ms = (at ?? this.now()).getTime();
    if (Number.isNaN(ms)) throw new RangeError('invalid date');
    return ms;
  }
}

function timingOrder(event: EarningsEvent): number {
  return event.timing === 'before-open' ? 0 : 1;
}

function toQuote(quote: ModelQuote): Quote {
  const change = quote.price - quote.previousClose;
  return {
    symbol: quote.symbol,
    priceUnits: quote.price,
    previousCloseUnits: quote.previousClose,
    changeUnits: change,
    changeBasisPoints: basisPoints(change, quote.previousClose),
    volume: quote.volume,
    asOf: new Date(quote.asOfMs).toISOString(),
    source: 'simulator',
    marketOpen: quote.marketOpen,
  };
}
