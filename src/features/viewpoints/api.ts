// The viewpoints feature's calls (spec §2 /viewpoint_contributors/featured, /manage, /{name}).
// Every answer is checked against its endpoint's response struct by platform/api (CONVENTIONS
// "Validate once at the edge").
import { call } from '@/platform/api';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';

export const loadFeatured = () => call(viewpointsEndpoints.featured);

/** The contributors the reader subscribes to. */
export const loadSubscriptions = () => call(viewpointsEndpoints.manage);

export const loadContributor = (handle: string) =>
  call(viewpointsEndpoints.contributor, { params: { name: handle } });

/** Idempotent on the server; answers with the reader's remaining subscriptions. */
export const cancelSubscription = (contributorId: string) =>
  call(viewpointsEndpoints.cancelSubscription, { params: { user_id: contributorId } });
