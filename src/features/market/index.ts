// The market feature's public surface (an explicit list: barrels hurt tree-shaking).
export { barsQuery, trendingQuery, watchlistQuery } from './api';
export { formatAsOf } from './market-time';
export { SecurityRows } from './SecurityRows';
export { seedQuotes, watchQuotes } from './state';
