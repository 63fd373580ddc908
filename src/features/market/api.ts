// The market feature's calls (spec §2 security page, search, explore, trending, upcoming
// earnings, watchlist, interests). Each endpoint is the contract's, and every response is checked
// against its struct by platform/api (CONVENTIONS "Validate once at the edge").
import { type ChartRange, type SectorName } from '@/contract/market';
import { buildUrl, call } from '@/platform/api';
import * as accountSettingsEndpoints from '@/contract/endpoints/account-settings';
import * as marketEndpoints from '@/contract/endpoints/market';
import * as watchlistEndpoints from '@/contract/endpoints/watchlist';

export const searchSecurities = (q: string) => call(marketEndpoints.search, { query: { q } });

export const loadSecurity = (symbol: string) =>
  call(marketEndpoints.security, { params: { symbol } });

export const loadBars = (symbol: string, range: ChartRange) =>
  call(marketEndpoints.bars, { params: { symbol }, query: { range } });

/**
 * The member's preferences, for the chart's compare-to-benchmark line (spec §3
 * show_compare_spy_price_history). Asked for on each security page: the user object the client
 * holds is not updated when the preference is saved.
 */
export const loadChartPreferences = () => call(accountSettingsEndpoints.preferences);

export const loadTrending = () => call(marketEndpoints.trending);
export const loadEarnings = () => call(marketEndpoints.earnings);
export const loadExplore = () => call(marketEndpoints.explore);

export const loadWatchlist = () => call(watchlistEndpoints.list);

export const watch = (symbol: string) => call(watchlistEndpoints.add, { params: { symbol } });

export const unwatch = (symbol: string) => call(watchlistEndpoints.remove, { params: { symbol } });

export const loadInterests = () => call(watchlistEndpoints.interests);

export const saveInterests = (sectors: SectorName[]) =>
  call(watchlistEndpoints.setInterests, { body: { sectors } });

/** The server-sent events URL of the live quotes of `symbols` (state.ts opens it). */
export const quoteStreamUrl = (symbols: readonly string[]) =>
  buildUrl(marketEndpoints.quoteStream.path, { symbols: symbols.join(',') });
