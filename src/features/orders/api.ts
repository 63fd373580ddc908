// The orders feature's calls (the trade screen at /app/orders). Placing and cancelling carry an
// Idempotency-Key (DESIGN.md "Money"): the screen keeps one key per confirmed order, so "Try again"
// after a dropped connection can never place it twice.
import type { OrderRequest, OrdersResponse } from '@/contract/orders';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as ordersEndpoints from '@/contract/endpoints/orders';

export const previewOrder = (order: OrderRequest) => call(ordersEndpoints.preview, { body: order });

// An order placed or canceled refreshes home, the portfolio, the orders and the security page
// (platform/queries changes.ts). A rejected order is an answer too (201 with its reason): nothing
// changed, and asking again costs less than telling the two apart.
export const placeOrder = (order: OrderRequest, idempotencyKey: string) =>
  afterChange('order', call(ordersEndpoints.place, { body: order, idempotencyKey }));

export const cancelOrder = (orderId: string, idempotencyKey: string) =>
  afterChange('order', call(ordersEndpoints.cancel, { params: { id: orderId }, idempotencyKey }));

export const openOrdersQuery: ApiQuery<OrdersResponse> = {
  reads: [ordersEndpoints.list],
  args: [{ status: 'open' }],
  load: () => call(ordersEndpoints.list, { query: { status: 'open' } }),
};

/** A fresh key per order the person confirms (and per cancel they ask for). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Closes the paper account and opens a fresh one with the starting virtual cash. */
export const resetPaperAccount = (idempotencyKey: string) =>
  afterChange('order', call(ordersEndpoints.paperReset, { idempotencyKey }));
