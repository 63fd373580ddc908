// The learn API (issue 7/10 items 2–3): the member's learn state and completing a lesson. The
// server decides every award; completing takes an Idempotency-Key so that a retry (or a
// completion queued offline and sent twice) is awarded once.
import { LearnState, LessonCompleted } from '@/contract/learn';
import { api } from '@/platform/api';

export const loadLearnState = () => api({ path: '/learn', response: LearnState });

export const completeLessonRequest = (lessonId: string, key: string, finishedAt?: string) =>
  api({
    method: 'POST',
    path: `/learn/lessons/${encodeURIComponent(lessonId)}/complete`,
    body: finishedAt ? { finished_at: finishedAt } : {},
    headers: { 'Idempotency-Key': key },
    response: LessonCompleted,
  });
