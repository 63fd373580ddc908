import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { visitorId } from '../http/visitor';
import { recordAttribution } from '../services/attribution';
import * as attributionEndpoints from '@/contract/endpoints/attribution';

export async function attributionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  defineRoute(app, attributionEndpoints.record, async ({ body, request, reply }) => {
    await recordAttribution(db, visitorId(request, reply), body);
  });
}
