// The optimizer's calls (spec §1 "AI analyst tools"), checked against their contracts by
// platform/api. The optimisation is a query of the app's query cache (platform/queries).
import {
  type OptimizerQuery,
  type OptimizerResponse,
  type PlaceTradesRequest,
} from '@/contract/optimizer';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery, apiQueryKey, queryClient } from '@/platform/queries';
import * as optimizerEndpoints from '@/contract/endpoints/optimizer';

export const optimizerQuery = (query: OptimizerQuery): ApiQuery<OptimizerResponse> => ({
  reads: [optimizerEndpoints.optimize],
  args: [query],
  load: () => call(optimizerEndpoints.optimize, { query }),
});

/**
 * Optimises from scratch: the answer kept for `query` is dropped first, so the screen shows it is
 * optimising and trades worked out before (perhaps already placed) cannot be placed meanwhile.
 */
export function optimizeAfresh(query: OptimizerQuery): Promise<void> {
  const { reads, args } = optimizerQuery(query);
  return queryClient.resetQueries({ queryKey: apiQueryKey(reads, args), exact: true });
}

/**
 * One Idempotency-Key per confirmed set of trades: a retry sends the same one. Once placed, home,
 * the portfolio and the orders are marked stale.
 */
export const placeTrades = (body: PlaceTradesRequest, idempotencyKey: string) =>
  afterChange('order', call(optimizerEndpoints.placeTrades, { body, idempotencyKey }));
