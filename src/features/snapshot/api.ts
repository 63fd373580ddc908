// The snapshot's call (spec §1 "AI analyst tools"), checked against its contract by platform/api,
// as a query of the app's query cache (platform/queries).
import type { SnapshotResponse } from '@/contract/snapshot';
import { call } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';
import * as snapshotEndpoints from '@/contract/endpoints/snapshot';

export const snapshotQuery = (symbol: string): ApiQuery<SnapshotResponse> => ({
  reads: [snapshotEndpoints.snapshot],
  args: [symbol],
  load: () => call(snapshotEndpoints.snapshot, { params: { symbol } }),
});
