// The watchlist and interests (spec §2 mobile "interests selection and watchlist"; issue 4/10).
// Both belong to the signed-in user; the PUT and DELETE of a symbol are idempotent.
import type { FastifyInstance } from 'fastify';
import {
  InterestsRequest,
  InterestsResponse,
  WatchlistChange,
  WatchlistResponse,
} from '@/contract/market';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import {
  addToWatchlist,
  interests,
  removeFromWatchlist,
  setInterests,
  watchlist,
} from '../services/market/watchlist';
import { symbolParam } from './market';

const tag = 'watchlist';

export function watchlistRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/watchlist',
      summary: "The user's watchlist with quotes, oldest first",
      tag,
      auth: 'session',
      response: WatchlistResponse,
    },
    ({ userId }) => watchlist(db, userId),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/watchlist/:symbol',
      summary: 'Add a security to the watchlist (no body)',
      tag,
      auth: 'session',
      response: WatchlistChange,
    },
    ({ request, userId }) => addToWatchlist(db, userId, symbolParam(request).symbol),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/v1/watchlist/:symbol',
      summary: 'Remove a security from the watchlist',
      tag,
      auth: 'session',
      response: WatchlistChange,
    },
    ({ request, userId }) => removeFromWatchlist(db, userId, symbolParam(request).symbol),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/interests',
      summary: 'The sectors the user chose on /app/interests',
      tag,
      auth: 'session',
      response: InterestsResponse,
    },
    ({ userId }) => interests(db, userId),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/interests',
      summary: "Replace the user's interests with a list of sectors",
      tag,
      auth: 'session',
      body: InterestsRequest,
      response: InterestsResponse,
    },
    ({ userId, body }) => setInterests(db, userId, body.sectors),
  );
}
