// The snapshot's call (spec §1 "AI analyst tools"), checked against its contract by platform/api.
import { call } from '@/platform/api';
import * as snapshotEndpoints from '@/contract/endpoints/snapshot';

export const loadSnapshot = (symbol: string) =>
  call(snapshotEndpoints.snapshot, { params: { symbol } });
