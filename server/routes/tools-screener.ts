// The company screener's API (spec §1 "company screener"): run a screen with flat query
// parameters (a GET, so a repeat comes from the HTTP and service-worker caches), and the member's
// saved screens. Thin: the contract's endpoints (screenerEndpoints) validate, the services work.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import type { QuoteProvider } from '../market';
import { runScreen } from '../services/tools/screener/run';
import {
  createScreen,
  deleteScreen,
  listScreens,
  updateScreen,
} from '../services/tools/screener/saved';
import * as screenerEndpoints from '@/contract/endpoints/screener';

export interface ToolsDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}

export async function toolsScreenerRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: ToolsDeps = coreOf(appDeps);
  const { db } = deps;

  // The query may also carry the token sign-in pair (spec §2): runScreen keeps only the criteria.
  defineRoute(app, screenerEndpoints.run, ({ query }) => runScreen(deps, query));
  defineRoute(app, screenerEndpoints.listScreens, ({ userId }) => listScreens(db, userId));
  defineRoute(app, screenerEndpoints.createScreen, ({ userId, body }) =>
    createScreen(db, userId, body),
  );
  defineRoute(app, screenerEndpoints.updateScreen, ({ userId, params, body }) =>
    updateScreen(db, userId, params.id, body),
  );
  defineRoute(app, screenerEndpoints.deleteScreen, ({ userId, params }) =>
    deleteScreen(db, userId, params.id),
  );
}
