// Rewards (spec §2 /referrals, /rewards_redemption). Thin: the contract's endpoints
// (rewardsEndpoints) validate, the services work (server/services/rewards/*). A redemption is an
// idempotent endpoint (DESIGN.md "Money, quantities, time"); a retry is answered with the first
// redemption.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { revealCard } from '../services/rewards/cards';
import { rewardsOverview } from '../services/rewards/overview';
import type { RandomInt } from '../services/rewards/prize-draw';
import { redeem } from '../services/rewards/redemptions';
import * as rewardsEndpoints from '@/contract/endpoints/rewards';

export function rewardsRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; random?: RandomInt },
): void {
  defineRoute(app, rewardsEndpoints.overview, ({ userId }) => rewardsOverview(deps.db, userId));
  defineRoute(app, rewardsEndpoints.reveal, ({ userId, params }) =>
    revealCard(deps, userId, params.id),
  );
  defineRoute(app, rewardsEndpoints.redeem, ({ userId, body, idempotencyKey }) =>
    redeem(deps, userId, body, idempotencyKey),
  );
}
