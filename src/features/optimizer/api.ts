// The optimizer's calls (spec §1 "AI analyst tools"), checked against their contracts by
// platform/api.
import { type OptimizerQuery, type PlaceTradesRequest } from '@/contract/optimizer';
import { call } from '@/platform/api';
import * as optimizerEndpoints from '@/contract/endpoints/optimizer';

export const loadOptimizer = (query: OptimizerQuery) =>
  call(optimizerEndpoints.optimize, { query });

/** One Idempotency-Key per confirmed set of trades: a retry sends the same one. */
export const placeTrades = (body: PlaceTradesRequest, idempotencyKey: string) =>
  call(optimizerEndpoints.placeTrades, { body, idempotencyKey });
