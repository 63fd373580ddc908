import type { FastifyInstance } from 'fastify';
import { AttributionRequest } from '@/contract/attribution';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { visitorId } from '../http/visitor';
import { recordAttribution } from '../services/attribution';

export function attributionRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/attribution',
      summary: "Store a marketing page's campaign parameters for attribution of a later sign-up",
      tag: 'marketing',
      auth: 'none',
      body: AttributionRequest,
      status: 204,
    },
    async ({ body, request, reply }) => {
      await recordAttribution(db, visitorId(request, reply), body);
    },
  );
}
