// Market data and discovery (spec §2 security page, search, explore, trending, upcoming earnings).
// Thin: the contract's endpoints (marketEndpoints) validate, server/services/market answers. Every
// route needs a session, like the /app screens that read them; the watchlist flag on a security
// is per user. A `:symbol` the struct lets through but no security has is a 404 (resolveSymbol).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { explore, trending, upcomingEarnings } from '../services/market/discovery';
import {
  bars,
  quotes,
  resolveSymbol,
  resolveSymbolList,
  search,
  securityPage,
} from '../services/market/securities';
import { endQuoteStreamsOnClose, quoteStream } from '../services/market/stream';
import * as marketEndpoints from '@/contract/endpoints/market';

export async function marketRoutes(app: FastifyInstance, { db, market }: AppDeps): Promise<void> {
  endQuoteStreamsOnClose(app);

  defineRoute(app, marketEndpoints.search, ({ query }) => search(query.q));
  defineRoute(app, marketEndpoints.security, ({ params, userId }) =>
    securityPage(db, market, userId, resolveSymbol(params.symbol)),
  );
  defineRoute(app, marketEndpoints.bars, ({ params, query }) =>
    bars(market, resolveSymbol(params.symbol), query.range),
  );
  defineRoute(app, marketEndpoints.quotes, ({ query }) =>
    quotes(market, resolveSymbolList(query.symbols)),
  );

  defineRoute(app, marketEndpoints.quoteStream, async ({ query, reply }) => {
    const symbols = resolveSymbolList(query.symbols);
    reply.headers({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Reverse proxies (nginx) would otherwise buffer the events.
      'x-accel-buffering': 'no',
    });
    return quoteStream(market, symbols);
  });

  defineRoute(app, marketEndpoints.trending, () => trending(market));
  defineRoute(app, marketEndpoints.earnings, () => upcomingEarnings(market));
  defineRoute(app, marketEndpoints.explore, () => explore(market));
}
