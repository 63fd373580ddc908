// Portfolio optimizer (issue 8/10 item 4; spec §1 "AI analyst tools"). Thin: validate with the
// contract, call the service. Placing the trades needs an Idempotency-Key (DESIGN.md "Money").
import type { FastifyInstance } from 'fastify';
import {
  OptimizerQuery,
  OptimizerResponse,
  PlaceTradesRequest,
  PlaceTradesResponse,
} from '@/contract/optimizer';
import { defineRoute } from '../http/route';
import { type TradingDeps, tradingDeps } from '../services/orders/deps';
import { readIdempotencyKey } from '../http/idempotency-key';
import { optimize } from '../services/tools/optimizer/optimize';
import { placeTrades } from '../services/tools/optimizer/trades';

export function toolsOptimizerRoutes(
  app: FastifyInstance,
  base: Omit<TradingDeps, 'brokerFor'>,
): void {
  const deps = tradingDeps(base);
  const tag = 'tools';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/optimizer',
      summary:
        'Mean-variance weights for the paper portfolio (default symbols: its holdings), the efficient frontier and the trades to get there; writes nothing',
      tag,
      auth: 'session',
      query: OptimizerQuery,
      response: OptimizerResponse,
    },
    ({ userId, query }) => optimize(deps, userId, query),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/tools/optimizer/trades',
      summary:
        'Place the suggested trades in the paper account as market orders, sells first (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: PlaceTradesRequest,
      response: PlaceTradesResponse,
      status: 201,
    },
    async ({ userId, body, request }) =>
      placeTrades(deps, userId, body, readIdempotencyKey(request)),
  );
}
