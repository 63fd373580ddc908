// The viewpoints feature's calls (issue 6/10 item 5). Every response is checked against its
// contract struct by platform/api (CONVENTIONS "Validate once at the edge").
import { ContributorList, ContributorPage } from '@/contract/viewpoints';
import { api } from '@/platform/api';

export const loadFeatured = () =>
  api({ path: '/viewpoint_contributors/featured', response: ContributorList });

/** The contributors the reader subscribes to. */
export const loadSubscriptions = () =>
  api({ path: '/viewpoint_contributors/manage', response: ContributorList });

export const loadContributor = (handle: string) =>
  api({
    path: `/viewpoint_contributors/${encodeURIComponent(handle)}`,
    response: ContributorPage,
  });

/** Idempotent on the server; answers with the reader's remaining subscriptions. */
export const cancelSubscription = (contributorId: string) =>
  api({
    method: 'DELETE',
    path: `/viewpoint_subscriptions/${encodeURIComponent(contributorId)}`,
    response: ContributorList,
  });
