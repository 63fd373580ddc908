// The market feature's calls (spec §2 security page, search, explore, trending, upcoming
// earnings, watchlist, interests). Each endpoint is the contract's, and every response is checked
// against its struct by platform/api (CONVENTIONS "Validate once at the edge"). The queries name
// what they read, for the app's query cache (platform/queries).
import type { PreferencesResponse } from '@/contract/account-settings';
import type {
  BarsResponse,
  ChartRange,
  EarningsResponse,
  ExploreResponse,
  InterestsResponse,
  SectorName,
  SecurityResponse,
  TrendingResponse,
  WatchlistResponse,
} from '@/contract/market';
import { buildUrl, call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as accountSettingsEndpoints from '@/contract/endpoints/account-settings';
import * as marketEndpoints from '@/contract/endpoints/market';
import * as watchlistEndpoints from '@/contract/endpoints/watchlist';

export const searchSecurities = (q: string) => call(marketEndpoints.search, { query: { q } });

export const securityQuery = (symbol: string): ApiQuery<SecurityResponse> => ({
  reads: [marketEndpoints.security],
  args: [symbol],
  load: () => call(marketEndpoints.security, { params: { symbol } }),
});

export const barsQuery = (symbol: string, range: ChartRange): ApiQuery<BarsResponse> => ({
  reads: [marketEndpoints.bars],
  args: [symbol, range],
  load: () => call(marketEndpoints.bars, { params: { symbol }, query: { range } }),
});

/**
 * The member's preferences, for the chart's compare-to-benchmark line (spec §3
 * show_compare_spy_price_history). Asked for on each security page: the user object the client
 * holds is not updated when the preference is saved.
 */
export const chartPreferencesQuery: ApiQuery<PreferencesResponse> = {
  reads: [accountSettingsEndpoints.preferences],
  load: () => call(accountSettingsEndpoints.preferences),
};

export const trendingQuery: ApiQuery<TrendingResponse> = {
  reads: [marketEndpoints.trending],
  load: () => call(marketEndpoints.trending),
};
export const earningsQuery: ApiQuery<EarningsResponse> = {
  reads: [marketEndpoints.earnings],
  load: () => call(marketEndpoints.earnings),
};
const loadExplore = () => call(marketEndpoints.explore);

export const watchlistQuery: ApiQuery<WatchlistResponse> = {
  reads: [watchlistEndpoints.list],
  load: () => call(watchlistEndpoints.list),
};

export const watch = (symbol: string) =>
  afterChange('watchlist', call(watchlistEndpoints.add, { params: { symbol } }));

export const unwatch = (symbol: string) =>
  afterChange('watchlist', call(watchlistEndpoints.remove, { params: { symbol } }));

const loadInterests = () => call(watchlistEndpoints.interests);

export const interestsQuery: ApiQuery<InterestsResponse> = {
  reads: [watchlistEndpoints.interests],
  load: loadInterests,
};

/** The sectors and lists, in the order of the member's interests (which only reorder them). */
export const exploreQuery: ApiQuery<{ explore: ExploreResponse; interests: SectorName[] }> = {
  reads: [marketEndpoints.explore, watchlistEndpoints.interests],
  load: async () => {
    // The screen still works when the interests fail to load.
    const [explore, interests] = await Promise.all([
      loadExplore(),
      loadInterests().then(
        (body) => body.sectors,
        () => [] as SectorName[],
      ),
    ]);
    return { explore, interests };
  },
};

export const saveInterests = (sectors: SectorName[]) =>
  afterChange('watchlist', call(watchlistEndpoints.setInterests, { body: { sectors } }));

/** The server-sent events URL of the live quotes of `symbols` (state.ts opens it). */
export const quoteStreamUrl = (symbols: readonly string[]) =>
  buildUrl(marketEndpoints.quoteStream.path, { symbols: symbols.join(',') });
