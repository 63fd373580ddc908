// Contributor applications (src/contract/contributor-applications.ts): a member applies and reads
// their application; operators list the pending ones, read one and decide it (`auth: 'operator'`:
// 404 to anyone else). One export per endpoint, imported as a namespace.
import {
  ContributorApplicationRequest,
  MyContributorApplication,
  OpsContributorApplicationQueue,
  OpsContributorApplicationResponse,
  OpsContributorDecisionRequest,
} from '../contributor-applications';
import { endpoint } from '../endpoint';
import { Uuid } from '../orders';
import { object } from '../structs';

const tag = 'community';

export const apply = endpoint({
  method: 'POST',
  path: '/contributor_applications',
  summary: 'Apply to become a featured contributor (one pending application at a time)',
  tag,
  auth: 'session',
  body: ContributorApplicationRequest,
  response: MyContributorApplication,
  status: 201,
});
export const mine = endpoint({
  method: 'GET',
  path: '/contributor_applications/mine',
  summary: "The member's newest contributor application, and their handle once a contributor",
  tag,
  auth: 'session',
  response: MyContributorApplication,
});
export const opsQueue = endpoint({
  method: 'GET',
  path: '/ops/contributor_applications',
  summary: 'Contributor applications waiting for a decision, oldest first',
  tag: 'ops',
  auth: 'operator',
  response: OpsContributorApplicationQueue,
});
export const opsApplication = endpoint({
  method: 'GET',
  path: '/ops/contributor_applications/:id',
  summary: 'One contributor application: profile, samples and disclosure',
  tag: 'ops',
  auth: 'operator',
  params: object({ id: Uuid }),
  response: OpsContributorApplicationResponse,
});
/** Approval makes the member a featured contributor; either way they are notified. Audited. */
export const opsDecide = endpoint({
  method: 'POST',
  path: '/ops/contributor_applications/:id/decision',
  summary: 'Approve or decline a contributor application (a decline says why)',
  tag: 'ops',
  auth: 'operator',
  params: object({ id: Uuid }),
  body: OpsContributorDecisionRequest,
  response: OpsContributorApplicationResponse,
});
