// Sharing, asking, invitations and referrals (spec §3 referral channels): each endpoint once, for
// the route and the client alike. The short links /a/{code} are not API routes: a link people
// click (server/routes/social.ts).
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import {
  ClaimReferralRequest,
  CreateShareRequest,
  InviteRequest,
  InviteResult,
  ReferralSummary,
  ShareCreated,
  SharedPost,
  ShortCode,
} from '../social';
import { object } from '../structs';

const tag = 'social';

export const createShare = endpoint({
  method: 'POST',
  path: '/shares',
  summary: 'Share an idea or thought (with a question: an ask); returns its public link',
  tag,
  auth: 'session',
  body: CreateShareRequest,
  response: ShareCreated,
  status: 201,
});
/** Open: anyone with the link may read it, signed in or not. */
export const share = endpoint({
  method: 'GET',
  path: '/shares/:token',
  summary: 'A shared post, for anyone with the link while its author shares it',
  tag,
  auth: 'none',
  params: object({ token: ShortCode }),
  response: SharedPost,
});
export const referrals = endpoint({
  method: 'GET',
  path: '/referrals',
  summary: 'The member’s referral code, short link and counts',
  tag,
  auth: 'session',
  response: ReferralSummary,
});
export const claimReferral = endpoint({
  method: 'POST',
  path: '/referrals/claim',
  summary: 'Name the referral code that brought this new member (once)',
  tag,
  auth: 'session',
  body: ClaimReferralRequest,
  response: ReferralSummary,
});
export const invite = endpoint({
  method: 'POST',
  path: '/invites',
  summary: 'Record invitations sent over a channel (addresses kept only as hashes)',
  tag,
  auth: 'session',
  body: InviteRequest,
  response: InviteResult,
});
