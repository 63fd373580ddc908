// `finished_at` of a completion (CompleteLessonRequest): when the member finished reading, by
// their device's clock. A completion queued offline arrives later with it (DESIGN.md "Client
// state and offline"). Device clocks drift, so a few minutes ahead is accepted; further ahead is
// a malformed request.
import { invalidInput } from '../../errors';

const FINISHED_AT_FUTURE_SLACK_MS = 5 * 60_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseFinishedAt(value: string | undefined, now: Date): Date | null {
  if (value === undefined) return null;
  const at = ISO_INSTANT.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) {
    throw invalidInput(
      'finished_at must be an ISO 8601 time with a zone, e.g. 2026-11-23T14:05:00Z.',
      'finished_at',
    );
  }
  if (at.getTime() > now.getTime() + FINISHED_AT_FUTURE_SLACK_MS) {
    throw invalidInput('finished_at is in the future: check the device clock.', 'finished_at');
  }
  return at;
}
