// The watchlist and interests (spec §2 mobile "interests selection and watchlist"), both the
// signed-in user's; adding and removing a symbol are idempotent by nature (no key needed).
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import {
  InterestsRequest,
  InterestsResponse,
  SymbolPath,
  WatchlistChange,
  WatchlistResponse,
} from '../market';

export const list = endpoint({
  method: 'GET',
  path: '/watchlist',
  summary: "The user's watchlist with quotes, oldest first",
  tag: 'watchlist',
  auth: 'session',
  response: WatchlistResponse,
});
export const add = endpoint({
  method: 'PUT',
  path: '/watchlist/:symbol',
  summary: 'Add a security to the watchlist (no body)',
  tag: 'watchlist',
  auth: 'session',
  params: SymbolPath,
  response: WatchlistChange,
});
export const remove = endpoint({
  method: 'DELETE',
  path: '/watchlist/:symbol',
  summary: 'Remove a security from the watchlist',
  tag: 'watchlist',
  auth: 'session',
  params: SymbolPath,
  response: WatchlistChange,
});
export const interests = endpoint({
  method: 'GET',
  path: '/interests',
  summary: 'The sectors the user chose on /app/interests',
  tag: 'watchlist',
  auth: 'session',
  response: InterestsResponse,
});
export const setInterests = endpoint({
  method: 'PUT',
  path: '/interests',
  summary: "Replace the user's interests with a list of sectors",
  tag: 'watchlist',
  auth: 'session',
  body: InterestsRequest,
  response: InterestsResponse,
});
