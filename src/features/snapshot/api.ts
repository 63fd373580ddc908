// The snapshot's call (issue 8/10 item 1), checked against its contract by platform/api.
import { SnapshotResponse } from '@/contract/snapshot';
import { api } from '@/platform/api';

export const loadSnapshot = (symbol: string) =>
  api({ path: `/tools/snapshot/${encodeURIComponent(symbol)}`, response: SnapshotResponse });
