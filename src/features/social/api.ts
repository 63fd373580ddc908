// The social feature's calls: shares and asks, referrals, invitations (spec §3 referral channels)
// and contact imports. Every answer is checked against its endpoint's or call's response struct
// by platform/api. The queries name what they read, for the app's query cache (platform/queries);
// a share or an invitation that succeeds marks the referral counts stale. Marketing's share page
// imports this feature's index.ts: only the lazy share sheet and the screens reach this file.
import type { Post, PostPage } from '@/contract/community';
import {
  type CompleteContactImportRequest,
  type ContactNetwork,
  type ContactProviders,
} from '@/contract/contacts';
import {
  type CreateShareRequest,
  type InviteRequest,
  type ReferralSummary,
  type SharedPost,
} from '@/contract/social';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as contactsEndpoints from '@/contract/endpoints/contacts';
import * as socialEndpoints from '@/contract/endpoints/social';

export const createShare = (body: CreateShareRequest) =>
  afterChange('referral', call(socialEndpoints.createShare, { body }));

export const shareQuery = (token: string): ApiQuery<SharedPost> => ({
  reads: [socialEndpoints.share],
  args: [token],
  load: () => call(socialEndpoints.share, { params: { token } }),
});

/** One idea or thought, as the reader may see it (the server applies its author's privacy). */
export const postQuery = (kind: 'idea' | 'thought', id: string): ApiQuery<Post> => ({
  reads: [communityEndpoints[kind]],
  args: [id],
  load: () => call(communityEndpoints[kind], { params: { id } }),
});

/** Recent community posts, to pick one to ask about (/app/ask without a post). */
export const recentPostsQuery: ApiQuery<PostPage> = {
  reads: [communityEndpoints.communityFeed],
  args: [{ limit: '10' }],
  load: () => call(communityEndpoints.communityFeed, { query: { limit: '10' } }),
};

export const referralsQuery: ApiQuery<ReferralSummary> = {
  reads: [socialEndpoints.referrals],
  load: () => call(socialEndpoints.referrals),
};

export const sendInvites = (body: InviteRequest) =>
  afterChange('referral', call(socialEndpoints.invite, { body }));

export const contactProvidersQuery: ApiQuery<ContactProviders> = {
  reads: [contactsEndpoints.providers],
  load: () => call(contactsEndpoints.providers),
};

export const startContactImport = (network: ContactNetwork) =>
  call(contactsEndpoints.startImport, { body: { network } });

export const completeContactImport = (body: CompleteContactImportRequest) =>
  call(contactsEndpoints.completeImport, { body });
