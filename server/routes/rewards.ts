// Rewards (spec §2 /referrals, /rewards_redemption). Thin: the contract's endpoints
// (rewardsEndpoints) validate, the services work (server/services/rewards/*). A redemption is an
// idempotent endpoint (DESIGN.md "Money, quantities, time"); a retry is answered with the first
// redemption.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { revealCard } from '../services/rewards/cards';
import { rewardsOverview } from '../services/rewards/overview';
import { redeem } from '../services/rewards/redemptions';
import * as rewardsEndpoints from '@/contract/endpoints/rewards';

export async function rewardsRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = coreOf(appDeps);
  defineRoute(app, rewardsEndpoints.overview, ({ userId }) => rewardsOverview(deps.db, userId));
  defineRoute(app, rewardsEndpoints.reveal, ({ userId, params }) =>
    revealCard(deps, userId, params.id),
  );
  defineRoute(app, rewardsEndpoints.redeem, ({ userId, body, idempotencyKey }) =>
    redeem(deps, userId, body, idempotencyKey),
  );
}
