// Sharing, asking, invitations and referrals (issue 6/10 items 6 and 7), and the short links
// /a/{code} (spec §2: /a/ is an area of its own) that resolve a share or a referral code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from 'superstruct';
import {
  ClaimReferralRequest,
  CreateShareRequest,
  InviteRequest,
  InviteResult,
  ReferralSummary,
  ShareCreated,
  SharedPost,
  ShortCode,
} from '@/contract/social';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import {
  claimReferral,
  createShare,
  invite,
  readShare,
  referralSummary,
  resolveShortCode,
} from '../services/community/social';

const tag = 'social';
const tokenOf = (request: FastifyRequest) => pathParam(request, 'token', ShortCode);

export function socialRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/shares',
      summary: 'Share an idea or thought (with a question: an ask); returns its public link',
      tag,
      auth: 'session',
      body: CreateShareRequest,
      response: ShareCreated,
      status: 201,
    },
    ({ userId, body }) => createShare(db, userId, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/shares/:token',
      summary: 'A shared post, for anyone with the link while its author shares it',
      tag,
      auth: 'none',
      response: SharedPost,
    },
    ({ request }) => readShare(db, tokenOf(request)),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/referrals',
      summary: 'The member’s referral code, short link and counts',
      tag,
      auth: 'session',
      response: ReferralSummary,
    },
    ({ userId }) => referralSummary(db, userId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/referrals/claim',
      summary: 'Name the referral code that brought this new member (once)',
      tag,
      auth: 'session',
      body: ClaimReferralRequest,
      response: ReferralSummary,
    },
    ({ userId, body }) => claimReferral(db, userId, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/invites',
      summary: 'Record invitations sent over a channel (addresses kept only as hashes)',
      tag,
      auth: 'session',
      body: InviteRequest,
      response: InviteResult,
    },
    ({ userId, body }) => invite(db, userId, body),
  );

  // Not an API route: a link people click. An unknown or malformed code gets the 404 page of the
  // /a/ area (spec §2: an area of its own, never redirected to /app).
  app.get('/a/:code', async (request, reply) => {
    const raw = (request.params as { code?: unknown }).code;
    const target = validate(raw, ShortCode)[0] ? null : await resolveShortCode(db, raw as string);
    if (!target) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
