// Market data and discovery (issue 4/10; spec §2 security page, search, explore, trending,
// upcoming earnings). Thin: validate, call server/services/market, answer. Every route needs a
// session, like the /app screens that read them; the watchlist flag on a security is per user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  TrendingResponse,
} from '@/contract/market';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { explore, trending, upcomingEarnings } from '../services/market/discovery';
import { market } from '../services/market/provider';
import {
  bars,
  quotes,
  resolveSymbol,
  resolveSymbolList,
  search,
  securityPage,
} from '../services/market/securities';
import { endQuoteStreamsOnClose, quoteStream } from '../services/market/stream';

const tag = 'market';

/** defineRoute validates body and query only: path parameters are checked here (400 `symbol`). */
export const symbolParam = (request: FastifyRequest) =>
  resolveSymbol((request.params as Record<string, unknown>).symbol);

export function marketRoutes(app: FastifyInstance, db: Db): void {
  market(); // a bad QUOTE_PROVIDER stops the server at start, not at its first request
  endQuoteStreamsOnClose(app);

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/securities/search',
      summary: 'Securities matching a symbol or company name, best first (instant search)',
      tag,
      auth: 'session',
      query: SearchQuery,
      response: SearchResponse,
    },
    async ({ query }) => search(query.q),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/securities/:symbol',
      summary: 'A security: quote with source and as-of time, key stats, watchlist flag',
      tag,
      auth: 'session',
      response: SecurityResponse,
    },
    async ({ request, userId }) => securityPage(db, userId, symbolParam(request)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/securities/:symbol/bars',
      summary: 'Chart bars of a security over a range, oldest first',
      tag,
      auth: 'session',
      query: BarsQuery,
      response: BarsResponse,
    },
    async ({ request, query }) => bars(symbolParam(request), query.range),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/quotes',
      summary: 'Quotes of several securities, in the order asked',
      tag,
      auth: 'session',
      query: QuotesQuery,
      response: QuotesResponse,
    },
    async ({ query }) => quotes(resolveSymbolList(query.symbols)),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/quotes/stream',
      summary:
        'Server-sent events: `quotes` every few seconds while the market is open, `heartbeat` while closed',
      tag,
      auth: 'session',
      query: QuotesQuery,
    },
    async ({ query, reply }) => {
      const symbols = resolveSymbolList(query.symbols);
      reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Reverse proxies (nginx) would otherwise buffer the events.
        'x-accel-buffering': 'no',
      });
      return quoteStream(symbols);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/market/trending',
      summary: 'Trending stocks: the top 20 by |one-day move| × volume',
      tag,
      auth: 'session',
      response: TrendingResponse,
    },
    () => trending(),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/market/earnings',
      summary: 'Earnings reports from today through the next two weeks, soonest first',
      tag,
      auth: 'session',
      response: EarningsResponse,
    },
    () => upcomingEarnings(),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/market/sectors',
      summary: 'Explore: every sector with its members, and curated lists with quotes',
      tag,
      auth: 'session',
      response: ExploreResponse,
    },
    () => explore(),
  );
}
