// The trade screen's calls (issue 4/10). Placing and cancelling carry an Idempotency-Key
// (DESIGN.md "Money"): the screen keeps one key per confirmed order, so "Try again" after a
// dropped connection can never place it twice.
import {
  OrderPreviewResponse,
  OrderResponse,
  OrdersResponse,
  PaperResetResponse,
  type OrderRequest,
} from '@/contract/orders';
import { api } from '@/platform/api';

export const previewOrder = (order: OrderRequest) =>
  api({ method: 'POST', path: '/orders/preview', body: order, response: OrderPreviewResponse });

export const placeOrder = (order: OrderRequest, idempotencyKey: string) =>
  api({
    method: 'POST',
    path: '/orders',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: OrderResponse,
  });

export const cancelOrder = (orderId: string, idempotencyKey: string) =>
  api({
    method: 'POST',
    path: `/orders/${encodeURIComponent(orderId)}/cancel`,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: OrderResponse,
  });

export const loadOpenOrders = () =>
  api({ path: '/orders', query: { status: 'open' }, response: OrdersResponse });

/** A fresh key per order the person confirms (and per cancel they ask for). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Closes the paper account and opens a fresh one with the starting virtual cash (issue 4/10). */
export const resetPaperAccount = (idempotencyKey: string) =>
  api({
    method: 'POST',
    path: '/accounts/paper/reset',
    headers: { 'Idempotency-Key': idempotencyKey },
    response: PaperResetResponse,
  });
