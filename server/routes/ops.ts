// The operators' console's routes (src/contract/ops.ts): `auth: 'operator'`, so to anyone but an
// operator each answers 404 (http/route.ts). Thin: the services work (server/services/ops/).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { auditLog } from '../services/ops/audit';
import { opsSupportQueue, opsSupportRequest, replyToSupportRequest } from '../services/ops/support';
import * as opsEndpoints from '@/contract/endpoints/ops';

export async function opsRoutes(app: FastifyInstance, { db, market }: AppDeps) {
  defineRoute(app, opsEndpoints.supportQueue, () => opsSupportQueue(db));
  defineRoute(app, opsEndpoints.supportRequest, ({ params }) => opsSupportRequest(db, params.id));
  defineRoute(app, opsEndpoints.replyToSupportRequest, ({ userId, params, body }) =>
    replyToSupportRequest(db, userId, params.id, body, market.now()),
  );
  defineRoute(app, opsEndpoints.audit, () => auditLog(db));
}
