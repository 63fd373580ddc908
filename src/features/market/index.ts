// The market feature's public surface (an explicit list: barrels hurt tree-shaking).
export { loadTrending, loadWatchlist } from './api';
export { Change } from './Change';
export { formatAsOf } from './market-time';
export { SecurityRows, type SecurityRowItem } from './SecurityRows';
export { liveQuote, seedQuotes, watchQuotes } from './state';
