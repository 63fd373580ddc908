// Portfolio optimizer (spec §1 "AI analyst tools"). Thin: the contract's endpoints
// (optimizerEndpoints) validate, the service works. Placing the trades is a money request
// (DESIGN.md "Money"): defineRoute requires the Idempotency-Key, from which the service derives
// one key per order, so a retry places nothing twice.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { ordersDeps } from '../services/orders/deps';
import { optimize } from '../services/tools/optimizer/optimize';
import { placeTrades } from '../services/tools/optimizer/trades';
import * as optimizerEndpoints from '@/contract/endpoints/optimizer';

export async function toolsOptimizerRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = ordersDeps(coreOf(appDeps));
  defineRoute(app, optimizerEndpoints.optimize, ({ userId, query }) =>
    optimize(deps, userId, query),
  );
  defineRoute(app, optimizerEndpoints.placeTrades, ({ userId, body, idempotencyKey }) =>
    placeTrades(deps, userId, body, idempotencyKey),
  );
}
