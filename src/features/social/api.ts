// The social feature's calls: shares and asks, referrals, invitations (spec §3 referral channels)
// and contact imports. Every answer is checked against its endpoint's or call's response struct
// by platform/api.
import { type CompleteContactImportRequest, type ContactNetwork } from '@/contract/contacts';
import { type CreateShareRequest, type InviteRequest } from '@/contract/social';
import { call } from '@/platform/api';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as contactsEndpoints from '@/contract/endpoints/contacts';
import * as socialEndpoints from '@/contract/endpoints/social';

export const createShare = (body: CreateShareRequest) =>
  call(socialEndpoints.createShare, { body });

export const loadShare = (token: string) => call(socialEndpoints.share, { params: { token } });

/** One idea or thought, as the reader may see it (the server applies its author's privacy). */
export const loadPost = (kind: 'idea' | 'thought', id: string) =>
  call(communityEndpoints[kind], { params: { id } });

/** Recent community posts, to pick one to ask about (/app/ask without a post). */
export const loadRecentPosts = () =>
  call(communityEndpoints.communityFeed, { query: { limit: '10' } });

export const loadReferrals = () => call(socialEndpoints.referrals);

export const sendInvites = (body: InviteRequest) => call(socialEndpoints.invite, { body });

export const loadContactProviders = () => call(contactsEndpoints.providers);

export const startContactImport = (network: ContactNetwork) =>
  call(contactsEndpoints.startImport, { body: { network } });

export const completeContactImport = (body: CompleteContactImportRequest) =>
  call(contactsEndpoints.completeImport, { body });
