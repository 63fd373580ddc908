// Per-security parameters of the price model, derived from the data file and a hash of the symbol
// (never from list position, so adding a security changes no other price).
//
// Daily shocks mix three normals (DESIGN.md "Market and broker": random walk around a base price):
//   z = m·market + f·factor + i·own,  m² + f² + i² = 1,
// so a stock keeps its own volatility while moving with the market and its sector. Two stocks in
// one sector correlate at m² + f² ≈ 0.5, in different sectors at m² ≈ 0.3, close to what large US
// stocks show; a broad-market fund follows the market factor almost alone.
import { PRICE_UNITS_PER_DOLLAR } from './price-units';
import { hashString, uniform } from './random';
import { type Security, SECTORS } from './universe';

export const TRADING_DAYS_PER_YEAR = 252;

export interface ModelParams {
  security: Security;
  symbolHash: number;
  logBase: number;
  /** Standard deviation of one day's log return. */
  dailySigma: number;
  /** The furthest a log close may go from the reference (price-model.ts): closes stay within
   *  e^±band of the reference price. */
  band: number;
  marketLoading: number;
  /** Hash of the sector or asset-class factor; null for a pure market fund. */
  factorHash: number | null;
  factorLoading: number;
  ownLoading: number;
  /** Expected share of the outstanding shares traded on a full day. */
  turnover: number;
}

export const MARKET_FACTOR = hashString('factor:market');

/** Hash stream ids: one per kind of random number, so none is reused for two purposes. */
export const STREAM = {
  factor: 1,
  own: 2,
  gap: 3,
  high: 4,
  low: 5,
  volume: 6,
  highMinute: 7,
  lowMinute: 8,
  earnings: 9,
  bridge: 1_000,
} as const;

const GICS = new Set<string>(SECTORS.filter((sector) => sector !== 'ETF'));
// Equity styles that still move mostly with the US market.
const EQUITY_STYLES = new Set(['Small Cap', 'International']);

function loadings(security: Security): [number, string | null, number] {
  if (security.kind === 'stock') return [0.55, security.sector, 0.45];
  const tracks = security.tracks ?? 'market';
  if (tracks === 'market') return [0.97, null, 0];
  if (GICS.has(tracks)) return [0.75, tracks, 0.6];
  if (EQUITY_STYLES.has(tracks)) return [0.75, tracks, 0.55];
  return [0.1, tracks, 0.9]; // bonds, precious metals, digital assets: their own factor
}

/** How fast the walk returns to the reference: exp(−2) a year, a half-life of about four months. */
export const REVERSION_PER_YEAR = 2;

/**
 * The band: 2.5 standard deviations of the walk's distance from the reference between two far-apart
 * days (σ/√θ for an Ornstein–Uhlenbeck walk of annual volatility σ and reversion θ), so the walk
 * meets the bend only in its rarest years, and at most e^0.92 = 2.5× either way, as far as the most
 * volatile real names have moved in a year or two.
 */
function band(volatility: number): number {
  return Math.min(Math.log(2.5), (2.5 * volatility) / Math.sqrt(REVERSION_PER_YEAR));
}

/** Daily turnover: busier for volatile names and small floats; funds trade more of their shares. */
function turnover(security: Security, symbolHash: number, seed: number): number {
  const spread = Math.exp(0.5 * (uniform(seed, symbolHash, 0, STREAM.volume) - 0.5));
  if (security.kind === 'etf') return 0.05 * (security.volatility / 0.16) * spread;
  const floatFactor = Math.pow(1e9 / security.sharesOutstanding, 0.15);
  return 0.008 * Math.pow(security.volatility / 0.3, 1.5) * floatFactor * spread;
}

export function modelParams(security: Security, seed: number): ModelParams {
  const symbolHash = hashString(security.symbol);
  const [marketLoading, factor, factorLoading] = loadings(security);
  const own = 1 - marketLoading ** 2 - factorLoading ** 2;
  return {
    security,
    symbolHash,
    logBase: Math.log(security.basePrice / PRICE_UNITS_PER_DOLLAR),
    dailySigma: security.volatility / Math.sqrt(TRADING_DAYS_PER_YEAR),
    band: band(security.volatility),
    marketLoading,
    factorHash: factor === null ? null : hashString(`factor:${factor}`),
    factorLoading,
    ownLoading: Math.sqrt(Math.max(0, own)),
    turnover: turnover(security, symbolHash, seed),
  };
}
