// Learn-and-earn routes (spec §3 learn state, §4 statuses). Thin: the contract's endpoints
// (learnEndpoints) validate, the rules live in server/services/learn. Members only (401 signed
// out); the POST needs the CSRF token like every mutating route, and an Idempotency-Key header
// like the other routes that move money (DESIGN.md "Money"). The key is checked, not stored: a
// completion is idempotent by itself (one per member and lesson, services/learn/complete.ts), so a
// retry with any key awards nothing twice and answers with the current state.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { DEFAULT_FREE_LESSONS } from '@/contract/learn';
import { DEFAULT_KARMA_DAILY_MAX } from '../services/community/deps';
import { defineRoute } from '../http/route';
import { sharedSecret } from '../services/secrets';
import { completeLesson } from '../services/learn/complete';
import { type LearnDeps, TRACKING_SECRET_NAME } from '../services/learn/deps';
import { parseFinishedAt } from '../services/learn/finished-at';
import { learnState } from '../services/learn/state';
import * as learnEndpoints from '@/contract/endpoints/learn';

export async function learnRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { settings } = appDeps;
  const base = {
    ...coreOf(appDeps),
    karmaDailyMax: settings.karmaDailyMax ?? DEFAULT_KARMA_DAILY_MAX,
    freeLessons: settings.learnFreeLessons ?? DEFAULT_FREE_LESSONS,
  };
  const deps: LearnDeps = {
    ...base,
    trackingKey: await sharedSecret(base.db, TRACKING_SECRET_NAME),
  };

  defineRoute(app, learnEndpoints.state, ({ userId }) => learnState(deps, userId));
  // The endpoint requires the Idempotency-Key (defineRoute refuses a request without one); the
  // completion does not need its value.
  defineRoute(app, learnEndpoints.completeLesson, ({ userId, params, body }) =>
    completeLesson(deps, userId, params.id, parseFinishedAt(body.finished_at, deps.now())),
  );
}
