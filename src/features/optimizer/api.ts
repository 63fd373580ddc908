// The optimizer's calls (issue 8/10 item 4), checked against their contracts by platform/api.
import {
  OptimizerResponse,
  PlaceTradesResponse,
  type PlaceTradesRequest,
} from '@/contract/optimizer';
import { api } from '@/platform/api';

export const loadOptimizer = (query: Record<string, string | undefined>) =>
  api({ path: '/tools/optimizer', query, response: OptimizerResponse });

/** One Idempotency-Key per confirmed set of trades: a retry sends the same one. */
export const placeTrades = (body: PlaceTradesRequest, idempotencyKey: string) =>
  api({
    method: 'POST',
    path: '/tools/optimizer/trades',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: PlaceTradesResponse,
  });
