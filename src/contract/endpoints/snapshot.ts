// The snapshot endpoints, one export each, imported as a namespace (`import * as snapshotEndpoints from
// '@/contract/endpoints/snapshot'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { TickerSymbol } from '../market';
import { SnapshotResponse } from '../snapshot';
import { object } from '../structs';

export const snapshot = endpoint({
  method: 'GET',
  path: '/tools/snapshot/:symbol',
  summary:
    'Company snapshot: performance against the benchmark, valuation against the sector, next earnings, pro/con balance; each figure with its source and method',
  tag: 'tools',
  auth: 'session',
  // Checked like the security page's: a malformed symbol is a 400, an unknown one a 404.
  params: object({ symbol: TickerSymbol }),
  response: SnapshotResponse,
});
