// Web Push's routes (src/contract/push.ts). Thin: the contract's endpoints validate, the services
// work (server/services/notifications/push-subscriptions.ts, push-sender.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { notSignedIn } from '../errors';
import { defineRoute } from '../http/route';
import { subscribePush, unsubscribePush } from '../services/notifications/push-subscriptions';
import * as pushEndpoints from '@/contract/endpoints/push';

export async function pushRoutes(app: FastifyInstance, { db, market, push }: AppDeps) {
  defineRoute(app, pushEndpoints.key, async () => ({ public_key: await push.publicKey() }));
  defineRoute(app, pushEndpoints.subscribe, ({ userId, request, body }) => {
    // A session route: `auth` is set. Its id ties the device to this sign-in.
    if (!request.auth) throw notSignedIn();
    return subscribePush(
      db,
      push,
      { userId, sessionId: request.auth.sessionId },
      body,
      market.now(),
    );
  });
  defineRoute(app, pushEndpoints.unsubscribe, ({ userId, body }) =>
    unsubscribePush(db, userId, body.endpoint),
  );
}
