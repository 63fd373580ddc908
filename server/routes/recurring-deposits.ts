// Recurring deposits (issue 5/10 item 4; spec §2 /funding/recurring-deposits and
// /funding/schedule-new-recurring-deposit). Thin: validate with the contract, call the service.
// Creating one takes an Idempotency-Key header (DESIGN.md "Money"): a retry returns the schedule
// the first request made. DELETE cancels (the schedule and its runs stay, status 'cancelled').
import type { FastifyInstance } from 'fastify';
import {
  CreateRecurringDepositRequest,
  RecurringDepositResponse,
  RecurringDepositsResponse,
  UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { fundingDeps, type FundingOptions } from '../services/funding/deps';
import {
  cancelSchedule,
  createSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../services/funding/recurring/schedules';
import { readIdempotencyKey } from '../http/idempotency-key';
import { idParam } from './funding';

export async function recurringDepositRoutes(
  app: FastifyInstance,
  base: { db: Db; now: () => Date },
  options: FundingOptions = {},
): Promise<void> {
  const deps = await fundingDeps(base.db, base.now, options);
  const tag = 'funding';
  const prefix = '/api/v1/funding/recurring_deposits';

  defineRoute(
    app,
    {
      method: 'GET',
      url: prefix,
      summary: "The user's recurring deposits, newest first (cancelled ones included)",
      tag,
      auth: 'session',
      response: RecurringDepositsResponse,
    },
    async ({ userId }) => ({ recurring_deposits: await listSchedules(deps.db, userId) }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: prefix,
      summary:
        'Schedule a recurring deposit from a verified bank account (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: CreateRecurringDepositRequest,
      response: RecurringDepositResponse,
      status: 201,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return { recurring_deposit: await createSchedule(deps, ctx.userId, ctx.body, key) };
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/:id`,
      summary: 'One recurring deposit with its latest run',
      tag,
      auth: 'session',
      response: RecurringDepositResponse,
    },
    async (ctx) => ({ recurring_deposit: await getSchedule(deps.db, ctx.userId, idParam(ctx)) }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${prefix}/:id`,
      summary: 'Edit the amount, frequency, next date or bank account of a recurring deposit',
      tag,
      auth: 'session',
      body: UpdateRecurringDepositRequest,
      response: RecurringDepositResponse,
    },
    async (ctx) => ({
      recurring_deposit: await updateSchedule(deps, ctx.userId, idParam(ctx), ctx.body),
    }),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${prefix}/:id`,
      summary: 'Cancel a recurring deposit (no further deposits are made)',
      tag,
      auth: 'session',
      response: RecurringDepositResponse,
    },
    async (ctx) => ({
      recurring_deposit: await cancelSchedule(deps, ctx.userId, idParam(ctx)),
    }),
  );
}
