// The market feature's calls (issue 4/10). Every response is checked against its contract struct
// by platform/api (CONVENTIONS "Validate once at the edge").
import { PreferencesResponse } from '@/contract/account-settings';
import {
  BarsResponse,
  type ChartRange,
  EarningsResponse,
  ExploreResponse,
  InterestsResponse,
  type SectorName,
  SearchResponse,
  SecurityResponse,
  TrendingResponse,
  WatchlistChange,
  WatchlistResponse,
} from '@/contract/market';
import { api, buildUrl } from '@/platform/api';

const symbolPath = (symbol: string) => encodeURIComponent(symbol);

export const searchSecurities = (q: string) =>
  api({ path: '/securities/search', query: { q }, response: SearchResponse });

export const loadSecurity = (symbol: string) =>
  api({ path: `/securities/${symbolPath(symbol)}`, response: SecurityResponse });

export const loadBars = (symbol: string, range: ChartRange) =>
  api({ path: `/securities/${symbolPath(symbol)}/bars`, query: { range }, response: BarsResponse });

/**
 * The member's preferences, for the chart's compare-to-benchmark line (spec §3
 * show_compare_spy_price_history). Asked for on each security page: the user object the client
 * holds is not updated when the preference is saved.
 */
export const loadChartPreferences = () =>
  api({ path: '/account/preferences', response: PreferencesResponse });

export const loadTrending = () => api({ path: '/market/trending', response: TrendingResponse });
export const loadEarnings = () => api({ path: '/market/earnings', response: EarningsResponse });
export const loadExplore = () => api({ path: '/market/sectors', response: ExploreResponse });

export const loadWatchlist = () => api({ path: '/watchlist', response: WatchlistResponse });

export const watch = (symbol: string) =>
  api({ method: 'PUT', path: `/watchlist/${symbolPath(symbol)}`, response: WatchlistChange });

export const unwatch = (symbol: string) =>
  api({ method: 'DELETE', path: `/watchlist/${symbolPath(symbol)}`, response: WatchlistChange });

export const loadInterests = () => api({ path: '/interests', response: InterestsResponse });

export const saveInterests = (sectors: SectorName[]) =>
  api({ method: 'PUT', path: '/interests', body: { sectors }, response: InterestsResponse });

/** The server-sent events URL of the live quotes of `symbols` (state.ts opens it). */
export const quoteStreamUrl = (symbols: readonly string[]) =>
  buildUrl('/quotes/stream', { symbols: symbols.join(',') });
