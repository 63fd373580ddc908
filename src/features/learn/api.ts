// The learn API: the member's learn state and completing a lesson. The server decides every
// award; completing takes an Idempotency-Key so that a retry (or a completion queued offline and
// sent twice) is awarded once.
import { call } from '@/platform/api';
import * as learnEndpoints from '@/contract/endpoints/learn';

export const loadLearnState = () => call(learnEndpoints.state);

export const completeLessonRequest = (lessonId: string, key: string, finishedAt?: string) =>
  call(learnEndpoints.completeLesson, {
    params: { id: lessonId },
    body: finishedAt ? { finished_at: finishedAt } : {},
    idempotencyKey: key,
  });
