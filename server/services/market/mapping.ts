// Module types (camelCase, units in comments) → contract payloads (units in the names, spec §5
// formatting happens in the client). One place, so every route shows a quote the same way.
import type {
  Bar as BarBody,
  MarketStatus,
  Quote as QuoteBody,
  SecurityStats,
  SecuritySummary as SummaryBody,
} from '@/contract/market';
import {
  type Bar,
  type Fundamentals,
  type Quote,
  type Security,
  type SecuritySummary,
  isMarketOpen,
  nextOpen,
} from '../../market';

export function quoteBody(quote: Quote): QuoteBody {
  return {
    symbol: quote.symbol,
    price_e4: quote.priceUnits,
    previous_close_e4: quote.previousCloseUnits,
    change_e4: quote.changeUnits,
    change_bp: quote.changeBasisPoints,
    volume: quote.volume,
    as_of: quote.asOf,
    source: quote.source,
    market_open: quote.marketOpen,
  };
}

export function summaryBody(security: Security | SecuritySummary): SummaryBody {
  const { symbol, name, exchange, kind, sector } = security;
  return { symbol, name, exchange, kind, sector };
}

export function statsBody(f: Fundamentals): SecurityStats {
  return {
    market_cap_cents: f.marketCapCents,
    shares_outstanding: f.sharesOutstanding,
    pe_ratio: f.peRatio,
    eps_cents: f.epsCents,
    dividend_cents: f.dividendCents,
    dividend_yield_bp: f.dividendYieldBasisPoints,
    week52_high_e4: f.week52HighUnits,
    week52_low_e4: f.week52LowUnits,
    average_volume: f.averageVolume,
    next_earnings: f.nextEarnings,
  };
}

export function barBody(bar: Bar): BarBody {
  return {
    start: bar.start,
    open_e4: bar.openUnits,
    high_e4: bar.highUnits,
    low_e4: bar.lowUnits,
    close_e4: bar.closeUnits,
    volume: bar.volume,
  };
}

export function marketStatus(now: Date): MarketStatus {
  return { open: isMarketOpen(now), next_open: nextOpen(now).toISOString() };
}
