// The watchlist and interests (spec §2 mobile "interests selection and watchlist"). Both belong to
// the signed-in user; the PUT and DELETE of a symbol are idempotent. A `:symbol` no security has
// is a 404 (resolveSymbol), as on the security page.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { resolveSymbol } from '../services/market/securities';
import {
  addToWatchlist,
  interests,
  removeFromWatchlist,
  setInterests,
  watchlist,
} from '../services/market/watchlist';
import * as watchlistEndpoints from '@/contract/endpoints/watchlist';

export async function watchlistRoutes(
  app: FastifyInstance,
  { db, market }: AppDeps,
): Promise<void> {
  defineRoute(app, watchlistEndpoints.list, ({ userId }) => watchlist(db, market, userId));
  defineRoute(app, watchlistEndpoints.add, ({ params, userId }) =>
    addToWatchlist(db, userId, resolveSymbol(params.symbol).symbol),
  );
  defineRoute(app, watchlistEndpoints.remove, ({ params, userId }) =>
    removeFromWatchlist(db, userId, resolveSymbol(params.symbol).symbol),
  );
  defineRoute(app, watchlistEndpoints.interests, ({ userId }) => interests(db, userId));
  defineRoute(app, watchlistEndpoints.setInterests, ({ userId, body }) =>
    setInterests(db, userId, body.sectors),
  );
}
