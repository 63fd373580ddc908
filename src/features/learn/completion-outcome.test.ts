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

  it("a refusal by code (a cooldown's conflict, not_found) is final, with the server's message", () => {
    const cooldown = new ApiError(
      'http',
      'Come back tomorrow for new lessons!',
      409,
      undefined,
      'conflict',
    );
    expect(completionOutcome({ error: cooldown })).toEqual({
      kind: 'refused',
      message: 'Come back tomorrow for new lessons!',
    });
    expect(
      completionOutcome({
        error: new ApiError('http', 'No such lesson', 404, undefined, 'not_found'),
      }).kind,
    ).toBe('refused');
  });

  it('offline, server trouble, signed out or throttled: kept to try again', () => {
    for (const error of [
      new ApiError('network', 'offline'),
      new ApiError('http', 'boom', 500, undefined, 'internal'),
      new ApiError('http', 'sign in', 401, undefined, 'not_signed_in'),
      new ApiError('http', 'csrf', 403, undefined, 'csrf_invalid'),
      new ApiError('http', 'slow down', 429, undefined, 'rate_limited'),
      // An answer without our body (a proxy's error page) says nothing final.
      new ApiError('http', 'Bad gateway', 502),
      new ApiError('invalid-response', 'odd', 200),
      new Error('anything else'),
    ]) {
      expect(completionOutcome({ error }).kind).toBe('retry');
    }
  });
});
