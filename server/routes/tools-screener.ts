// The company screener's API (issue 8/10 item 2; spec §1 "company screener"): run a screen with
// flat query parameters (a GET, so a repeat comes from the HTTP and service-worker caches), and
// the member's saved screens. Thin: validate with src/contract/screener.ts, call the services.
import type { FastifyInstance } from 'fastify';
import { Uuid } from '@/contract/orders';
import {
  CreateScreenRequest,
  SavedScreen,
  SavedScreensResponse,
  ScreenQuery,
  ScreenResponse,
  UpdateScreenRequest,
} from '@/contract/screener';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import type { QuoteProvider } from '../market';
import { runScreen } from '../services/tools/screener/run';
import {
  createScreen,
  deleteScreen,
  listScreens,
  updateScreen,
} from '../services/tools/screener/saved';

const tag = 'tools';

export interface ToolsDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}

export function toolsScreenerRoutes(app: FastifyInstance, deps: ToolsDeps): void {
  defineScreenRoutes(app, deps);
  const { db } = deps;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/screens',
      summary: "The member's saved screens, by name",
      tag,
      auth: 'session',
      response: SavedScreensResponse,
    },
    ({ userId }) => listScreens(db, userId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/tools/screens',
      summary: 'Save a screen (name unique per member: 409 naming `name`; at most 50)',
      tag,
      auth: 'session',
      body: CreateScreenRequest,
      response: SavedScreen,
      status: 201,
    },
    ({ userId, body }) => createScreen(db, userId, body),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/tools/screens/:id',
      summary: 'Rename a saved screen or replace its criteria',
      tag,
      auth: 'session',
      body: UpdateScreenRequest,
      response: SavedScreen,
    },
    ({ userId, body, request }) => updateScreen(db, userId, pathParam(request, 'id', Uuid), body),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/v1/tools/screens/:id',
      summary: 'Delete a saved screen',
      tag,
      auth: 'session',
      status: 204,
    },
    ({ userId, request }) => deleteScreen(db, userId, pathParam(request, 'id', Uuid)),
  );
}

function defineScreenRoutes(app: FastifyInstance, deps: ToolsDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/screener',
      summary:
        'Run a screen: sectors, price, market cap, P/E, dividend yield, change over a range, ' +
        '52-week position; sorted and paged',
      tag,
      auth: 'session',
      query: ScreenQuery,
      response: ScreenResponse,
    },
    ({ query }) => {
      const {
        auth_id: _a,
        token: _t,
        ...criteria
      } = query as ScreenQuery & {
        auth_id?: unknown;
        token?: unknown;
      };
      return runScreen(deps, criteria);
    },
  );
}
