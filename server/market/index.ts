// Market data: the public surface for routes, services and jobs. An explicit list,
// never `export *` (CONVENTIONS.md "Shape"); the rest of the folder is the model's internals.
export {
  type QuoteProvider,
  type Quote,
  type QuoteSource,
  type EarningsEvent,
  type MarketConfig,
  QUOTE_PROVIDERS,
  DEFAULT_MARKET_SEED,
  createQuoteProvider,
  readMarketConfig,
} from './quote-provider';
export { SimulatedQuoteProvider } from './simulator';
export { type Bar, type ChartRange, CHART_RANGES, RANGE_INTERVALS } from './bars';
export { type Fundamentals } from './fundamentals';
export { type EarningsTiming } from './earnings';
export {
  type Security,
  type Sector,
  type Exchange,
  SECTORS,
  EXCHANGES,
  BENCHMARK_SYMBOL,
  UnknownSymbolError,
  listSecurities,
  findSecurity,
  requireSecurity,
} from './universe';
export {
  type Session,
  isTradingDay,
  sessionFor,
  isMarketOpen,
  nextOpen,
  previousClose,
  tradingDaysBetween,
  tradingDaysInRange,
  addTradingDays,
} from './calendar';
export { nyseHolidays } from './holidays';
export { type IsoDate, easternDateOf } from './eastern-time';
export { type PriceUnits, PRICE_UNITS_PER_DOLLAR, dollarsToPriceUnits } from './price-units';
export { type SecuritySummary, searchSecurities, SEARCH_LIMIT_MAX } from './search';
export { type TrendingRow, trendingStocks, TRENDING_COUNT } from './trending';
export {
  type ScreenCriteria,
  type ScreenRow,
  type SectorGroup,
  rangeChangeBasisPoints,
  screenSecurities,
  sectorGroups,
} from './screener';
export { ORIGIN_DATE, ANCHOR_DATE } from './trading-days';
