// Viewpoint routes (spec §2 /viewpoint_contributors/featured, /manage, /{name}): thin, the
// contract's endpoints (viewpointsEndpoints) validate. Subscribing is a paid purchase:
// server/routes/payments.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import {
  cancelSubscription,
  contributorPage,
  featuredContributors,
  mySubscriptions,
  publishViewpoint,
} from '../services/community/viewpoints';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';

/** `now`: the clock that decides whether a paid period still runs (tests freeze it). */
export async function viewpointRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { db } = appDeps;
  const now = appDeps.market.now;
  defineRoute(app, viewpointsEndpoints.featured, ({ userId }) =>
    featuredContributors(db, userId, now()),
  );
  defineRoute(app, viewpointsEndpoints.manage, ({ userId }) => mySubscriptions(db, userId, now()));
  defineRoute(app, viewpointsEndpoints.contributor, ({ params, userId }) =>
    contributorPage(db, userId, params.name, now()),
  );
  defineRoute(app, viewpointsEndpoints.publish, ({ userId, body }) =>
    publishViewpoint(db, userId, body),
  );
  defineRoute(app, viewpointsEndpoints.cancelSubscription, ({ params, userId }) =>
    cancelSubscription(db, userId, params.user_id, now()),
  );
}
