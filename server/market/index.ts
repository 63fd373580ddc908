// Market data: the public surface for routes, services and jobs. An explicit list,
// never `export *` (CONVENTIONS.md "Shape"); the rest of the folder is the model's internals.
export {
  type QuoteProvider,
  type Quote,
  createQuoteProvider,
  readMarketConfig,
} from './quote-provider';
export { type Bar, type ChartRange, CHART_RANGES, RANGE_INTERVALS } from './bars';
export { type Fundamentals } from './fundamentals';
export {
  type Security,
  SECTORS,
  BENCHMARK_SYMBOL,
  listSecurities,
  findSecurity,
  requireSecurity,
} from './universe';
export { sessionFor, isMarketOpen, nextOpen, previousClose } from './calendar';
export { easternDateOf } from './eastern-time';
export { type SecuritySummary, searchSecurities } from './search';
export { trendingStocks, TRENDING_COUNT } from './trending';
export {
  type ScreenCriteria,
  rangeChangeBasisPoints,
  screenSecurities,
  sectorGroups,
} from './screener';
