// The learn API: the member's learn state and completing a lesson. The server decides every
// award; completing takes an Idempotency-Key so that a retry (or a completion queued offline and
// sent twice) is awarded once. The query names what it reads, for the app's query cache
// (platform/queries).
import type { LearnState } from '@/contract/learn';
import { call } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';
import * as learnEndpoints from '@/contract/endpoints/learn';

export const loadLearnState = () => call(learnEndpoints.state);

/** The member's learn state as the server answers it (the dashboard's next lesson). */
export const learnStateQuery: ApiQuery<LearnState> = {
  reads: [learnEndpoints.state],
  load: loadLearnState,
};

export const completeLessonRequest = (lessonId: string, key: string, finishedAt?: string) =>
  call(learnEndpoints.completeLesson, {
    params: { id: lessonId },
    body: finishedAt ? { finished_at: finishedAt } : {},
    idempotencyKey: key,
  });
