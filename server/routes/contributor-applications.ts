// Contributor applications (src/contract/endpoints/contributor-applications.ts): the member's
// side; the operators' side is in server/routes/ops.ts. Thin: the services work.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import {
  applyToContribute,
  myContributorApplication,
} from '../services/community/contributor-applications';
import * as contributorApplicationsEndpoints from '@/contract/endpoints/contributor-applications';

export async function contributorApplicationRoutes(
  app: FastifyInstance,
  { db, market }: AppDeps,
): Promise<void> {
  defineRoute(app, contributorApplicationsEndpoints.apply, ({ userId, body }) =>
    applyToContribute(db, userId, body, market.now()),
  );
  defineRoute(app, contributorApplicationsEndpoints.mine, ({ userId }) =>
    myContributorApplication(db, userId),
  );
}
