// Learn-and-earn routes (issue 7/10 items 3 and 4; spec §3 learn state, §4 statuses). Thin: the
// rules live in server/services/learn. Members only (401 signed out); the POST needs the CSRF
// token like every mutating route, and an Idempotency-Key header like the other routes that move
// money (DESIGN.md "Money"). The key is checked, not stored: a completion is idempotent by itself
// (one per member and lesson, services/learn/complete.ts), so a retry with any key awards nothing
// twice and answers with the current state.
import type { FastifyInstance } from 'fastify';
import { Slug } from '@/contract/content';
import { CompleteLessonRequest, LearnState, LessonCompleted } from '@/contract/learn';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import { sharedSecret } from '../services/secrets';
import { readIdempotencyKey } from '../http/idempotency-key';
import { completeLesson } from '../services/learn/complete';
import { type LearnDeps, TRACKING_SECRET_NAME } from '../services/learn/deps';
import { parseFinishedAt } from '../services/learn/finished-at';
import { learnState } from '../services/learn/state';

const tag = 'learn';

export async function learnRoutes(
  app: FastifyInstance,
  base: Omit<LearnDeps, 'trackingKey'> & { db: Db },
): Promise<void> {
  const deps: LearnDeps = {
    ...base,
    trackingKey: await sharedSecret(base.db, TRACKING_SECRET_NAME),
  };

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/learn',
      summary: 'The learn-and-earn state: lessons, the next one, what it pays, and the status',
      tag,
      auth: 'session',
      response: LearnState,
    },
    async (ctx) => learnState(deps, ctx.userId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/learn/lessons/:id/complete',
      summary:
        'Complete the next lesson: awards its XP and reward once (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: CompleteLessonRequest,
      response: LessonCompleted,
    },
    async (ctx) => {
      readIdempotencyKey(ctx.request);
      const slug = pathParam(ctx.request, 'id', Slug);
      const finishedAt = parseFinishedAt(ctx.body.finished_at, deps.now());
      return completeLesson(deps, ctx.userId, slug, finishedAt);
    },
  );
}
