// Company snapshot (issue 8/10 item 1; spec §1 "AI analyst tools"). Thin: the path symbol is
// checked like the security page's (400 malformed, 404 unknown, both naming `symbol`).
import type { FastifyInstance } from 'fastify';
import { SnapshotResponse } from '@/contract/snapshot';
import { defineRoute } from '../http/route';
import { companySnapshot, type SnapshotDeps } from '../services/tools/snapshot/snapshot';
import { symbolParam } from './market';

export function toolsSnapshotRoutes(app: FastifyInstance, deps: SnapshotDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/snapshot/:symbol',
      summary:
        'Company snapshot: performance against the benchmark, valuation against the sector, next earnings, pro/con balance; each figure with its source and method',
      tag: 'tools',
      auth: 'session',
      response: SnapshotResponse,
    },
    async ({ request, userId }) => companySnapshot(deps, userId, symbolParam(request)),
  );
}
