import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { captureLead } from '../services/leads';
import * as leadEndpoints from '@/contract/endpoints/lead';

export function leadRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, leadEndpoints.capture, async ({ body }) => {
    await captureLead(db, body);
    return { status: 'ok' };
  });
}
