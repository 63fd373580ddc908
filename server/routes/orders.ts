// Orders (spec §2 /orders; issue 4/10) and the paper-account reset, which is an order matter too:
// it cancels the account's open orders. Thin: validate with the contract, call the service.
// Placing, canceling and resetting need an Idempotency-Key header (DESIGN.md "Money, quantities,
// time"); a retry is answered with the first response. Each of these routes has one success
// status (201 for a placement, rejected orders included; 200 otherwise), so the stored status
// code always equals the route's.
import type { FastifyInstance } from 'fastify';
import {
  OrderDetailResponse,
  OrderPreviewResponse,
  OrderRequest,
  OrderResponse,
  OrdersQuery,
  OrdersResponse,
  PaperResetResponse,
} from '@/contract/orders';
import { defineRoute } from '../http/route';
import { cancelOrder } from '../services/orders/cancel';
import { type TradingDeps, tradingDeps } from '../services/orders/deps';
import { readIdempotencyKey } from '../services/orders/idempotency';
import { resetPaperAccount } from '../services/orders/paper-reset';
import { placeOrder } from '../services/orders/place';
import { previewOrder } from '../services/orders/preview';
import { getOrder, listOrders } from '../services/orders/queries';

const orderId = ({ request }: { request: { params: unknown } }) =>
  String((request.params as { id?: unknown }).id ?? '');

export function orderRoutes(app: FastifyInstance, base: Omit<TradingDeps, 'brokerFor'>): void {
  const deps = tradingDeps(base);
  const tag = 'orders';
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/orders',
      summary: 'Place an order (Idempotency-Key header required; a rejected order is 201 too)',
      tag,
      auth: 'session',
      body: OrderRequest,
      response: OrderResponse,
      status: 201,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return (await placeOrder(deps, ctx.userId, ctx.body, key)).body;
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/orders/preview',
      summary: 'Estimate an order: cost, hold, buying power after; writes nothing',
      tag,
      auth: 'session',
      body: OrderRequest,
      response: OrderPreviewResponse,
    },
    ({ userId, body }) => previewOrder(deps, userId, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/orders',
      summary: "The user's orders, newest first (status open by default, or all)",
      tag,
      auth: 'session',
      query: OrdersQuery,
      response: OrdersResponse,
    },
    ({ userId, query }) => listOrders(deps.db, userId, query),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/orders/:id',
      summary: 'One order with its fills',
      tag,
      auth: 'session',
      response: OrderDetailResponse,
    },
    (ctx) => getOrder(deps.db, ctx.userId, orderId(ctx)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/orders/:id/cancel',
      summary: 'Cancel an open order, releasing its holds (Idempotency-Key header required)',
      tag,
      auth: 'session',
      response: OrderResponse,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return (await cancelOrder(deps, ctx.userId, orderId(ctx), key)).body;
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/accounts/paper/reset',
      summary:
        'Close the paper account (canceling its open orders) and open a fresh funded one (Idempotency-Key header required)',
      tag: 'accounts',
      auth: 'session',
      response: PaperResetResponse,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return (await resetPaperAccount(deps, ctx.userId, key)).body;
    },
  );
}
