import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { visitorId } from '../http/visitor';
import { recordAttribution } from '../services/attribution';
import * as attributionEndpoints from '@/contract/endpoints/attribution';

export function attributionRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, attributionEndpoints.record, async ({ body, request, reply }) => {
    await recordAttribution(db, visitorId(request, reply), body);
  });
}
