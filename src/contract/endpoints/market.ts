// Market data and discovery (spec §2 security page, search, explore, trending, upcoming
// earnings): each endpoint once, for the route and the client alike. Every one needs a session,
// like the /app screens that read them. The quote stream (GET /quotes/stream, server-sent events)
// is not here: it answers with events, not one body (server/routes/market.ts).
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import {
  BarsQuery,
  BarsResponse,
  EarningsResponse,
  ExploreResponse,
  QuotesQuery,
  QuotesResponse,
  SearchQuery,
  SearchResponse,
  SecurityResponse,
  SymbolPath,
  TrendingResponse,
} from '../market';

/** `/securities/:symbol`: a ticker symbol (400 naming `symbol`); an unknown one is a 404 there. */

export const search = endpoint({
  method: 'GET',
  path: '/securities/search',
  summary: 'Securities matching a symbol or company name, best first (instant search)',
  tag: 'market',
  auth: 'session',
  query: SearchQuery,
  response: SearchResponse,
});
export const security = endpoint({
  method: 'GET',
  path: '/securities/:symbol',
  summary: 'A security: quote with source and as-of time, key stats, watchlist flag',
  tag: 'market',
  auth: 'session',
  params: SymbolPath,
  response: SecurityResponse,
});
export const bars = endpoint({
  method: 'GET',
  path: '/securities/:symbol/bars',
  summary: 'Chart bars of a security over a range, oldest first',
  tag: 'market',
  auth: 'session',
  params: SymbolPath,
  query: BarsQuery,
  response: BarsResponse,
});
export const quotes = endpoint({
  method: 'GET',
  path: '/quotes',
  summary: 'Quotes of several securities, in the order asked',
  tag: 'market',
  auth: 'session',
  query: QuotesQuery,
  response: QuotesResponse,
});
/** The live prices of an open screen (spec §2 securities: prices update live). */
export const quoteStream = endpoint({
  method: 'GET',
  path: '/quotes/stream',
  summary:
    'Server-sent events: `quotes` every few seconds while the market is open, `heartbeat` while closed',
  tag: 'market',
  auth: 'session',
  query: QuotesQuery,
  produces: 'text/event-stream',
});
export const trending = endpoint({
  method: 'GET',
  path: '/market/trending',
  summary: 'Trending stocks: the top 20 by |one-day move| × volume',
  tag: 'market',
  auth: 'session',
  response: TrendingResponse,
});
export const earnings = endpoint({
  method: 'GET',
  path: '/market/earnings',
  summary: 'Earnings reports from today through the next two weeks, soonest first',
  tag: 'market',
  auth: 'session',
  response: EarningsResponse,
});
export const explore = endpoint({
  method: 'GET',
  path: '/market/sectors',
  summary: 'Explore: every sector with its members, and curated lists with quotes',
  tag: 'market',
  auth: 'session',
  response: ExploreResponse,
});
