// Company snapshot (spec §1 "AI analyst tools"). Thin: the path symbol is checked like the
// security page's (400 malformed, 404 unknown, both naming `symbol`).
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { resolveSymbol } from '../services/market/securities';
import { companySnapshot, type SnapshotDeps } from '../services/tools/snapshot/snapshot';
import * as snapshotEndpoints from '@/contract/endpoints/snapshot';

export async function toolsSnapshotRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: SnapshotDeps = coreOf(appDeps);
  defineRoute(app, snapshotEndpoints.snapshot, ({ params, userId }) =>
    companySnapshot(deps, userId, resolveSymbol(params.symbol)),
  );
}
