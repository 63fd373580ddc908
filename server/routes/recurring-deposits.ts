// Recurring deposits (spec §2 /funding/recurring-deposits and
// /funding/schedule-new-recurring-deposit). Thin: the contract's endpoints
// (recurringDepositsEndpoints) validate, the service works. Creating one is an idempotent endpoint
// (DESIGN.md "Money"): a retry returns the schedule the first request made. DELETE cancels (the
// schedule and its runs stay, status 'cancelled').
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { fundingDeps } from '../services/funding/deps';
import {
  cancelSchedule,
  createSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../services/funding/recurring/schedules';
import * as recurringDepositsEndpoints from '@/contract/endpoints/recurring-deposits';

export async function recurringDepositRoutes(
  app: FastifyInstance,
  appDeps: AppDeps,
): Promise<void> {
  const base = coreOf(appDeps);
  const options = appDeps.settings.funding ?? {};
  const deps = await fundingDeps(base.db, base.now, options);

  defineRoute(app, recurringDepositsEndpoints.list, async ({ userId }) => ({
    recurring_deposits: await listSchedules(deps.db, userId),
  }));
  defineRoute(app, recurringDepositsEndpoints.create, async ({ userId, body, idempotencyKey }) => ({
    recurring_deposit: await createSchedule(deps, userId, body, idempotencyKey),
  }));
  defineRoute(app, recurringDepositsEndpoints.detail, async ({ userId, params }) => ({
    recurring_deposit: await getSchedule(deps.db, userId, params.id),
  }));
  defineRoute(app, recurringDepositsEndpoints.update, async ({ userId, params, body }) => ({
    recurring_deposit: await updateSchedule(deps, userId, params.id, body),
  }));
  defineRoute(app, recurringDepositsEndpoints.cancel, async ({ userId, params }) => ({
    recurring_deposit: await cancelSchedule(deps, userId, params.id),
  }));
}
