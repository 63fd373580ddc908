// The contributor application's calls (src/contract/endpoints/contributor-applications.ts), each
// answer checked by platform/api. Applying answers with the member's new state, which the query
// shows at once. Its change stays out of platform/queries/changes.ts (afterChangeOf, this tab
// only): that registry is in every member's app shell, whose size budget has no room for this
// feature's structs (scripts/check-bundle-budgets.mjs).
import type {
  ContributorApplicationRequest,
  MyContributorApplication,
} from '@/contract/contributor-applications';
import * as contributorApplicationsEndpoints from '@/contract/endpoints/contributor-applications';
import { call } from '@/platform/api';
import { afterChangeOf, type ApiQuery } from '@/platform/queries';

export const myContributorApplicationQuery: ApiQuery<MyContributorApplication> = {
  reads: [contributorApplicationsEndpoints.mine],
  load: () => call(contributorApplicationsEndpoints.mine),
};

export const applyToContribute = (body: ContributorApplicationRequest) =>
  afterChangeOf(
    [contributorApplicationsEndpoints.mine],
    call(contributorApplicationsEndpoints.apply, { body }),
    myContributorApplicationQuery,
  );
