// What a queued lesson completion's answer means (a lesson completed offline is recorded locally
// and sent when online, and the server decides the award, never twice: DESIGN.md "Client state and
// offline"). Pure, so the rules are unit-tested without a network.
import type { LessonCompleted } from '@/contract/learn';
import { ApiError, describeError } from '@/platform/api';

export type CompletionOutcome =
  /** The server answered: awarded now, or already completed (awarded:false). Off the queue. */
  | { kind: 'sent'; result: LessonCompleted }
  /** The server refused it (e.g. 409 cooldown, 404 no such lesson): off the queue, say why. */
  | { kind: 'refused'; message: string }
  /** No answer worth acting on (offline, server trouble, signed out): keep it, try later. */
  | { kind: 'retry' };

/** Statuses that say "not now" rather than "never": the completion stays queued. */
const TRANSIENT = new Set([401, 403, 408, 425, 429]);

export function completionOutcome(
  answer: { ok: LessonCompleted } | { error: unknown },
): CompletionOutcome {
  if ('ok' in answer) return { kind: 'sent', result: answer.ok };
  const { error } = answer;
  if (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !TRANSIENT.has(error.status)
  ) {
    return { kind: 'refused', message: describeError(error) };
  }
  return { kind: 'retry' };
}
