// The social feature's calls: shares and asks, referrals, invitations and contact imports (issue
// 6/10 items 6 and 7). Every response is checked against its contract struct by platform/api.
import {
  type CompleteContactImportRequest,
  ContactImportStarted,
  ContactProviders,
  type ContactNetwork,
  ImportedContacts,
} from '@/contract/contacts';
import { Post, PostPage } from '@/contract/community';
import {
  type CreateShareRequest,
  type InviteRequest,
  InviteResult,
  ReferralSummary,
  ShareCreated,
  SharedPost,
} from '@/contract/social';
import { api } from '@/platform/api';

export const createShare = (body: CreateShareRequest) =>
  api({ method: 'POST', path: '/shares', body, response: ShareCreated });

export const loadShare = (token: string) =>
  api({ path: `/shares/${encodeURIComponent(token)}`, response: SharedPost });

/** One idea or thought, as the reader may see it (the server applies its author's privacy). */
export const loadPost = (kind: 'idea' | 'thought', id: string) =>
  api({ path: `/${kind}s/${encodeURIComponent(id)}`, response: Post });

/** Recent community posts, to pick one to ask about (/app/ask without a post). */
export const loadRecentPosts = () =>
  api({ path: '/feeds/community', query: { limit: '10' }, response: PostPage });

export const loadReferrals = () => api({ path: '/referrals', response: ReferralSummary });

export const sendInvites = (body: InviteRequest) =>
  api({ method: 'POST', path: '/invites', body, response: InviteResult });

export const loadContactProviders = () =>
  api({ path: '/contacts/providers', response: ContactProviders });

export const startContactImport = (network: ContactNetwork) =>
  api({
    method: 'POST',
    path: '/contacts/imports',
    body: { network },
    response: ContactImportStarted,
  });

export const completeContactImport = (body: CompleteContactImportRequest) =>
  api({ method: 'POST', path: '/contacts/imports/complete', body, response: ImportedContacts });
