// Rewards (issue 7/10 item 6; spec §2 /referrals, /rewards_redemption). Thin: validate with the
// contract, call the service (server/services/rewards/*). A redemption needs an Idempotency-Key
// header (DESIGN.md "Money, quantities, time"); a retry is answered with the first redemption.
import type { FastifyInstance } from 'fastify';
import { Uuid } from '@/contract/orders';
import {
  RedemptionRequest,
  RedemptionResponse,
  RevealResponse,
  RewardsOverview,
} from '@/contract/rewards';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import { readIdempotencyKey } from '../http/idempotency-key';
import { revealCard } from '../services/rewards/cards';
import { rewardsOverview } from '../services/rewards/overview';
import type { RandomInt } from '../services/rewards/prize-draw';
import { redeem } from '../services/rewards/redemptions';

export function rewardsRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; random?: RandomInt },
): void {
  const tag = 'rewards';
  const prefix = '/api/v1/rewards';

  defineRoute(
    app,
    {
      method: 'GET',
      url: prefix,
      summary:
        'Reward balance, reward cards, redemption history, referral figures and the prize table',
      tag,
      auth: 'session',
      response: RewardsOverview,
    },
    ({ userId }) => rewardsOverview(deps.db, userId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/cards/:id/reveal`,
      summary:
        'Turn a reward card over: its prize is drawn on the server and credited once (a second reveal answers the same prize)',
      tag,
      auth: 'session',
      response: RevealResponse,
    },
    (ctx) => revealCard(deps, ctx.userId, pathParam(ctx.request, 'id', Uuid)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/redemptions`,
      summary: 'Redeem reward balance into the live account cash (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: RedemptionRequest,
      response: RedemptionResponse,
      status: 201,
    },
    (ctx) => redeem(deps, ctx.userId, ctx.body, readIdempotencyKey(ctx.request)),
  );
}
