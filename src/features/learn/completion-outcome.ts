// What a queued lesson completion's answer means (a lesson completed offline is recorded locally
// and sent when online, and the server decides the award, never twice: DESIGN.md "Client state and
// offline"). Pure, so the rules are unit-tested without a network.
import type { LessonCompleted } from '@/contract/learn';
import { describeError, isTransientFailure } from '@/platform/api';

export type CompletionOutcome =
  /** The server answered: awarded now, or already completed (awarded:false). Off the queue. */
  | { kind: 'sent'; result: LessonCompleted }
  /** The server refused it (a cooldown, no such lesson): off the queue, say why. */
  | { kind: 'refused'; message: string }
  /** No answer worth acting on (offline, server trouble, signed out): keep it, try later. */
  | { kind: 'retry' };

export function completionOutcome(
  answer: { ok: LessonCompleted } | { error: unknown },
): CompletionOutcome {
  if ('ok' in answer) return { kind: 'sent', result: answer.ok };
  const { error } = answer;
  // Not now (offline, signed out, throttled, server trouble) rather than never: it stays queued.
  if (!isTransientFailure(error)) {
    return { kind: 'refused', message: describeError(error) };
  }
  return { kind: 'retry' };
}
