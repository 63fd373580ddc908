// The orders endpoints, one export each, imported as a namespace (`import * as ordersEndpoints from
// '@/contract/endpoints/orders'`): a bundle keeps only the endpoints it calls, and their structs.
import { object } from '../structs';
import { PathId } from '../fields';
import { endpoint } from '../endpoint';
import {
  OrderDetailResponse,
  OrderPreviewResponse,
  OrderRequest,
  OrderResponse,
  OrdersQuery,
  OrdersResponse,
  PaperResetResponse,
} from '../orders';

const OrderPath = object({ id: PathId });

const tag = 'orders';

export const place = endpoint({
  method: 'POST',
  path: '/orders',
  summary: 'Place an order (a rejected order is 201 too)',
  tag,
  auth: 'session',
  body: OrderRequest,
  response: OrderResponse,
  status: 201,
  idempotent: true,
});
export const preview = endpoint({
  method: 'POST',
  path: '/orders/preview',
  summary: 'Estimate an order: cost, hold, buying power after; writes nothing',
  tag,
  auth: 'session',
  body: OrderRequest,
  response: OrderPreviewResponse,
});
export const list = endpoint({
  method: 'GET',
  path: '/orders',
  summary: "The user's orders, newest first (status open by default, or all)",
  tag,
  auth: 'session',
  query: OrdersQuery,
  response: OrdersResponse,
});
export const detail = endpoint({
  method: 'GET',
  path: '/orders/:id',
  summary: 'One order with its fills',
  tag,
  auth: 'session',
  params: OrderPath,
  response: OrderDetailResponse,
});
export const cancel = endpoint({
  method: 'POST',
  path: '/orders/:id/cancel',
  summary: 'Cancel an open order, releasing its holds',
  tag,
  auth: 'session',
  params: OrderPath,
  response: OrderResponse,
  idempotent: true,
});
/** An order matter too: closing the paper account cancels its open orders. */
export const paperReset = endpoint({
  method: 'POST',
  path: '/accounts/paper/reset',
  summary: 'Close the paper account (canceling its open orders) and open a fresh funded one',
  tag: 'accounts',
  auth: 'session',
  response: PaperResetResponse,
  idempotent: true,
});
