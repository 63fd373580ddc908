// Sharing, asking, invitations and referrals (spec §3 referral channels): thin, the contract's
// endpoints (socialEndpoints) validate. And the short links /a/{code} (spec §2: /a/ is an area of
// its own) that resolve a share or a referral code.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { validate } from 'superstruct';
import { ShortCode } from '@/contract/social';
import { defineRoute } from '../http/route';
import {
  claimReferral,
  createShare,
  invite,
  readShare,
  referralSummary,
  resolveShortCode,
} from '../services/community/social';
import * as socialEndpoints from '@/contract/endpoints/social';

export async function socialRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  defineRoute(app, socialEndpoints.createShare, ({ userId, body }) =>
    createShare(db, userId, body),
  );
  defineRoute(app, socialEndpoints.share, ({ params }) => readShare(db, params.token));
  defineRoute(app, socialEndpoints.referrals, ({ userId }) => referralSummary(db, userId));
  defineRoute(app, socialEndpoints.claimReferral, ({ userId, body }) =>
    claimReferral(db, userId, body),
  );
  defineRoute(app, socialEndpoints.invite, ({ userId, body }) => invite(db, userId, body));

  // Not an API route: a link people click. An unknown or malformed code gets the 404 page of the
  // /a/ area (spec §2: an area of its own, never redirected to /app).
  app.get<{ Params: { code: string } }>('/a/:code', async (request, reply) => {
    const { code } = request.params;
    const target = validate(code, ShortCode)[0] ? null : await resolveShortCode(db, code);
    if (!target) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
