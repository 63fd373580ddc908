// The trade screen's calls. Placing and cancelling carry an Idempotency-Key (DESIGN.md "Money"):
// the screen keeps one key per confirmed order, so "Try again" after a dropped connection can
// never place it twice.
import { type OrderRequest } from '@/contract/orders';
import { call } from '@/platform/api';
import * as ordersEndpoints from '@/contract/endpoints/orders';

export const previewOrder = (order: OrderRequest) => call(ordersEndpoints.preview, { body: order });

export const placeOrder = (order: OrderRequest, idempotencyKey: string) =>
  call(ordersEndpoints.place, { body: order, idempotencyKey });

export const cancelOrder = (orderId: string, idempotencyKey: string) =>
  call(ordersEndpoints.cancel, { params: { id: orderId }, idempotencyKey });

export const loadOpenOrders = () => call(ordersEndpoints.list, { query: { status: 'open' } });

/** A fresh key per order the person confirms (and per cancel they ask for). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Closes the paper account and opens a fresh one with the starting virtual cash. */
export const resetPaperAccount = (idempotencyKey: string) =>
  call(ordersEndpoints.paperReset, { idempotencyKey });
