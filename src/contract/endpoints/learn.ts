// The learn endpoints, one export each, imported as a namespace (`import * as learnEndpoints from
// '@/contract/endpoints/learn'`): a bundle keeps only the endpoints it calls, and their structs.
import { Slug } from '../content';
import { endpoint } from '../endpoint';
import { CompleteLessonRequest, LearnState, LessonCompleted } from '../learn';
import { object } from '../structs';

const tag = 'learn';

export const state = endpoint({
  method: 'GET',
  path: '/learn',
  summary: 'The learn-and-earn state: lessons, the next one, what it pays, and the status',
  tag,
  auth: 'session',
  response: LearnState,
});
/**
 * The Idempotency-Key is required like on the other routes that move money (DESIGN.md
 * "Money"), but checked, not stored: a completion is idempotent by itself (one per member and
 * lesson), so a retry with any key awards nothing twice and answers with the current state.
 */
export const completeLesson = endpoint({
  method: 'POST',
  path: '/learn/lessons/:id/complete',
  summary: 'Complete the next lesson: awards its XP and reward once',
  tag,
  auth: 'session',
  params: object({ id: Slug }),
  body: CompleteLessonRequest,
  response: LessonCompleted,
  idempotent: true,
});
