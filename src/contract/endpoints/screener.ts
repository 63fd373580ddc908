// The company screener (spec §1 "company screener"): running a screen is a GET with flat query
// parameters, so a repeat comes from the HTTP and service-worker caches; saved screens are the
// member's own. For the route and the client alike.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { object } from '../structs';
import { Uuid } from '../orders';
import { endpoint } from '../endpoint';
import {
  CreateScreenRequest,
  SavedScreen,
  SavedScreensResponse,
  ScreenQuery,
  ScreenResponse,
  UpdateScreenRequest,
} from '../screener';

/** `/tools/screens/:id`: a saved screen's id, a UUID (400 naming `id`). */
const ScreenPath = object({ id: Uuid });

export const run = endpoint({
  method: 'GET',
  path: '/tools/screener',
  summary:
    'Run a screen: sectors, price, market cap, P/E, dividend yield, change over a range, ' +
    '52-week position; sorted and paged',
  tag: 'tools',
  auth: 'session',
  query: ScreenQuery,
  response: ScreenResponse,
});
export const listScreens = endpoint({
  method: 'GET',
  path: '/tools/screens',
  summary: "The member's saved screens, by name",
  tag: 'tools',
  auth: 'session',
  response: SavedScreensResponse,
});
export const createScreen = endpoint({
  method: 'POST',
  path: '/tools/screens',
  summary: 'Save a screen (name unique per member: 409 naming `name`; at most 50)',
  tag: 'tools',
  auth: 'session',
  body: CreateScreenRequest,
  response: SavedScreen,
  status: 201,
});
export const updateScreen = endpoint({
  method: 'PUT',
  path: '/tools/screens/:id',
  summary: 'Rename a saved screen or replace its criteria',
  tag: 'tools',
  auth: 'session',
  params: ScreenPath,
  body: UpdateScreenRequest,
  response: SavedScreen,
});
export const deleteScreen = endpoint({
  method: 'DELETE',
  path: '/tools/screens/:id',
  summary: 'Delete a saved screen',
  tag: 'tools',
  auth: 'session',
  params: ScreenPath,
  status: 204,
});
