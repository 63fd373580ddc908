// The viewpoints API (spec §2 /viewpoint_contributors/featured, /manage, /{name}): each endpoint
// once, for the route and the client alike. Subscribing is a paid purchase, in paymentsEndpoints.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { UserId } from '../community';
import { endpoint } from '../endpoint';
import {
  ContributorHandle,
  ContributorList,
  ContributorPage,
  CreateViewpointRequest,
  ViewpointCreated,
} from '../viewpoints';
import { object } from '../structs';

const tag = 'community';

export const featured = endpoint({
  method: 'GET',
  path: '/viewpoint_contributors/featured',
  summary: 'Featured contributors with their latest viewpoint (locked unless subscribed)',
  tag,
  auth: 'session',
  response: ContributorList,
});
export const manage = endpoint({
  method: 'GET',
  path: '/viewpoint_contributors/manage',
  summary: 'The contributors the reader subscribes to',
  tag,
  auth: 'session',
  response: ContributorList,
});
export const contributor = endpoint({
  method: 'GET',
  path: '/viewpoint_contributors/:name',
  summary: 'A contributor and their viewpoints; subscriber-only ones locked for others',
  tag,
  auth: 'session',
  params: object({ name: ContributorHandle }),
  response: ContributorPage,
});
export const publish = endpoint({
  method: 'POST',
  path: '/viewpoints',
  summary: 'Publish a viewpoint (featured contributors only)',
  tag,
  auth: 'session',
  body: CreateViewpointRequest,
  response: ViewpointCreated,
  status: 201,
});
export const cancelSubscription = endpoint({
  method: 'DELETE',
  path: '/viewpoint_subscriptions/:user_id',
  summary: 'Cancel a subscription to a contributor (idempotent)',
  tag,
  auth: 'session',
  params: object({ user_id: UserId }),
  response: ContributorList,
});
