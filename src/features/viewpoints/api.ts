// The viewpoints feature's calls (spec §2 /viewpoint_contributors/featured, /manage, /{name}).
// Every answer is checked against its endpoint's response struct by platform/api (CONVENTIONS
// "Validate once at the edge"). The queries name what they read, for the app's query cache
// (platform/queries).
import type {
  ContributorList,
  ContributorPage,
  CreateViewpointRequest,
} from '@/contract/viewpoints';
import { call } from '@/platform/api';
import { afterChangeOf, type ApiQuery, invalidateAfter } from '@/platform/queries';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';

export const featuredQuery: ApiQuery<ContributorList> = {
  reads: [viewpointsEndpoints.featured],
  load: () => call(viewpointsEndpoints.featured),
};

/** The contributors the reader subscribes to. */
export const subscriptionsQuery: ApiQuery<ContributorList> = {
  reads: [viewpointsEndpoints.manage],
  load: () => call(viewpointsEndpoints.manage),
};

export const contributorQuery = (handle: string): ApiQuery<ContributorPage> => ({
  reads: [viewpointsEndpoints.contributor],
  args: [handle],
  load: () => call(viewpointsEndpoints.contributor, { params: { name: handle } }),
});

/**
 * Idempotent on the server; answers with the reader's remaining subscriptions. Once it succeeded,
 * the subscriptions and the contributors' pages are marked stale.
 */
export async function cancelSubscription(contributorId: string) {
  const answer = await call(viewpointsEndpoints.cancelSubscription, {
    params: { user_id: contributorId },
  });
  void invalidateAfter('membership');
  return answer;
}

/**
 * Featured contributors only (the server answers 403 to anyone else). The contributor's page and
 * the featured list's latest are marked stale in this tab (afterChangeOf): a change of its own in
 * platform/queries/changes.ts would grow the app shell, which is at its size budget.
 */
export const publishViewpoint = (body: CreateViewpointRequest) =>
  afterChangeOf(
    [viewpointsEndpoints.featured, viewpointsEndpoints.contributor],
    call(viewpointsEndpoints.publish, { body }),
  );
