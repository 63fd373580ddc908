import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { captureLead } from '../services/leads';
import * as leadEndpoints from '@/contract/endpoints/lead';

export async function leadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  defineRoute(app, leadEndpoints.capture, async ({ body }) => {
    await captureLead(db, body);
    return { status: 'ok' };
  });
}
