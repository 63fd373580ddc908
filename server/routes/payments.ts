// Memberships and paid viewpoint subscriptions (issue 7/10 item 7; spec §2 /membership,
// /subscriptions). Thin: validate with the contract, call the service. Purchases and renewals
// need an Idempotency-Key header (DESIGN.md "Money"): a retry answers with the first attempt
// (a decline again 402 with its reason) and writes nothing more.
import type { FastifyInstance } from 'fastify';
import { UserId } from '@/contract/community';
import {
  CardPurchaseRequest,
  MembershipOverview,
  MembershipPurchaseRequest,
  MembershipResult,
  SubscriptionsOverview,
  ViewpointSubscriptionResult,
} from '@/contract/payments';
import { type } from 'superstruct';
import { Membership } from '@/contract/payments';
import type { Db } from '../db/client';
import type { QuoteProvider } from '../market';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import { readIdempotencyKey } from '../http/idempotency-key';
import { paymentDeps, type PaymentOptions } from '../services/payments/deps';
import {
  cancelMembership,
  currentMembership,
  membershipOverview,
  purchaseMembership,
  renewMembership,
} from '../services/payments/membership';
import {
  listViewpointSubscriptions,
  subscribeToContributor,
} from '../services/payments/viewpoint-subscriptions';

const tag = 'payments';

export function paymentRoutes(
  app: FastifyInstance,
  base: { db: Db; now: () => Date; quotes: QuoteProvider },
  options: PaymentOptions = {},
): void {
  const deps = paymentDeps(base, options);

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/membership',
      summary: 'Plans, the fee waiver and the member’s membership',
      tag,
      auth: 'session',
      response: MembershipOverview,
    },
    ({ userId }) => membershipOverview(deps, userId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/membership',
      summary: 'Buy a month of membership (402 with the reason when the card is declined)',
      tag,
      auth: 'session',
      body: MembershipPurchaseRequest,
      response: MembershipResult,
      status: 201,
    },
    ({ request, userId, body }) =>
      purchaseMembership(deps, userId, body, readIdempotencyKey(request)),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/membership/renew',
      summary: 'Take back a cancellation (no charge) or buy a new month after a lapse',
      tag,
      auth: 'session',
      body: CardPurchaseRequest,
      response: MembershipResult,
    },
    ({ request, userId, body }) => renewMembership(deps, userId, body, readIdempotencyKey(request)),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/membership/cancel',
      summary: 'Cancel: benefits last until the paid period ends (idempotent)',
      tag,
      auth: 'session',
      response: type({ membership: Membership }),
    },
    ({ userId }) => cancelMembership(deps, userId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/subscriptions',
      summary: 'The membership and every viewpoint subscription',
      tag,
      auth: 'session',
      response: SubscriptionsOverview,
    },
    async ({ userId }) => ({
      membership: await currentMembership(deps, userId),
      viewpoint_subscriptions: await listViewpointSubscriptions(deps, userId),
    }),
  );
  for (const mode of ['purchase', 'renew'] as const) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/api/v1/viewpoint_subscriptions/:user_id${mode === 'renew' ? '/renew' : ''}`,
        summary:
          mode === 'purchase'
            ? 'Subscribe to a featured contributor for a month (402 when the card is declined)'
            : 'Take back a cancellation (no charge) or buy a new month after a lapse',
        tag,
        auth: 'session',
        body: CardPurchaseRequest,
        response: ViewpointSubscriptionResult,
        ...(mode === 'purchase' ? { status: 201 as const } : {}),
      },
      ({ request, userId, body }) =>
        subscribeToContributor(
          deps,
          userId,
          pathParam(request, 'user_id', UserId),
          body,
          readIdempotencyKey(request),
          mode,
        ),
    );
  }
}
