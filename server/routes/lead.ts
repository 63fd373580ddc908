import type { FastifyInstance } from 'fastify';
import { LeadRequest, LeadResponse } from '@/contract/lead';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { captureLead } from '../services/leads';

export function leadRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/lead',
      summary: 'Capture a marketing lead (spec §7); a repeated email is answered like the first',
      tag: 'marketing',
      auth: 'none',
      body: LeadRequest,
      response: LeadResponse,
    },
    async ({ body }): Promise<LeadResponse> => {
      await captureLead(db, body);
      return { status: 'ok' };
    },
  );
}
