// Viewpoint routes (issue 6/10 item 5; spec §2 /viewpoint_contributors/featured, /manage,
// /{name}). Subscribing is a paid purchase: server/routes/payments.ts (issue 7/10 item 7).
import type { FastifyInstance } from 'fastify';
import { UserId } from '@/contract/community';
import {
  ContributorHandle,
  ContributorList,
  ContributorPage,
  CreateViewpointRequest,
  ViewpointCreated,
} from '@/contract/viewpoints';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import {
  cancelSubscription,
  contributorPage,
  featuredContributors,
  mySubscriptions,
  publishViewpoint,
} from '../services/community/viewpoints';

const tag = 'community';

/** `now`: the clock that decides whether a paid period still runs (tests freeze it). */
export function viewpointRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => Date = () => new Date(),
): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/viewpoint_contributors/featured',
      summary: 'Featured contributors with their latest viewpoint (locked unless subscribed)',
      tag,
      auth: 'session',
      response: ContributorList,
    },
    ({ userId }) => featuredContributors(db, userId, now()),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/viewpoint_contributors/manage',
      summary: 'The contributors the reader subscribes to',
      tag,
      auth: 'session',
      response: ContributorList,
    },
    ({ userId }) => mySubscriptions(db, userId, now()),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/viewpoint_contributors/:name',
      summary: 'A contributor and their viewpoints; subscriber-only ones locked for others',
      tag,
      auth: 'session',
      response: ContributorPage,
    },
    ({ request, userId }) => {
      return contributorPage(db, userId, pathParam(request, 'name', ContributorHandle), now());
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/viewpoints',
      summary: 'Publish a viewpoint (featured contributors only)',
      tag,
      auth: 'session',
      body: CreateViewpointRequest,
      response: ViewpointCreated,
      status: 201,
    },
    ({ userId, body }) => publishViewpoint(db, userId, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/v1/viewpoint_subscriptions/:user_id',
      summary: 'Cancel a subscription to a contributor (idempotent)',
      tag,
      auth: 'session',
      response: ContributorList,
    },
    ({ request, userId }) => {
      return cancelSubscription(db, userId, pathParam(request, 'user_id', UserId), now());
    },
  );
}
