import { describe, expect, it } from 'vitest';
import { ApiError } from '@/platform/api';
import { completionOutcome } from './completion-outcome';
import { learnState } from './test-support';

const answer = (awarded: boolean) => ({
  awarded,
  xp_awarded: awarded ? 10 : 0,
  reward_cents: 0,
  state: learnState(3, 1),
});

describe('what a queued completion answer means', () => {
  it('a 200, awarded or not, is sent: off the queue', () => {
    expect(completionOutcome({ ok: answer(true) }).kind).toBe('sent');
    expect(completionOutcome({ ok: answer(false) }).kind).toBe('sent');
  });

  it("a 409 (cooldown) or 404 is refused with the server's message", () => {
    const cooldown = new ApiError('http', 'Come back tomorrow for new lessons!', 409);
    expect(completionOutcome({ error: cooldown })).toEqual({
      kind: 'refused',
      message: 'Come back tomorrow for new lessons!',
    });
    expect(completionOutcome({ error: new ApiError('http', 'No such lesson', 404) }).kind).toBe(
      'refused',
    );
  });

  it('offline, server trouble, signed out or throttled: kept to try again', () => {
    for (const error of [
      new ApiError('network', 'offline'),
      new ApiError('http', 'boom', 500),
      new ApiError('http', 'sign in', 401),
      new ApiError('http', 'csrf', 403),
      new ApiError('http', 'slow down', 429),
      new ApiError('invalid-response', 'odd', 200),
      new Error('anything else'),
    ]) {
      expect(completionOutcome({ error }).kind).toBe('retry');
    }
  });
});
