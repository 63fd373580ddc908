// The throttle's rule alone (the database side is tests/api/auth-throttle.test.ts): free
// failures, then 2^(n-5) seconds after the last failure, capped.
import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_DELAY_MS, waitBeforeNextAttempt } from './passwords';

const last = new Date('2026-03-02T15:00:00Z');
const after = (ms: number) => new Date(last.getTime() + ms);
const wait = (failures: number, ms: number) =>
  waitBeforeNextAttempt({ failures, lastFailureAt: last }, after(ms));

describe('waitBeforeNextAttempt', () => {
  it('costs nothing for the first failures', () => {
    expect(waitBeforeNextAttempt({ failures: 0, lastFailureAt: null }, last)).toBe(0);
    expect(wait(FREE_FAILURES - 1, 0)).toBe(0);
  });

  it('doubles from one second, counted from the last failure', () => {
    expect(wait(FREE_FAILURES, 0)).toBe(1_000); // 2^(5-5) s
    expect(wait(FREE_FAILURES + 1, 0)).toBe(2_000); // 2^(6-5) s
    expect(wait(FREE_FAILURES + 3, 0)).toBe(8_000); // 2^(8-5) s
    expect(wait(FREE_FAILURES + 3, 5_000)).toBe(3_000); // 8 s - 5 s already waited
    expect(wait(FREE_FAILURES + 3, 8_000)).toBe(0);
  });

  it(`never asks for more than ${MAX_DELAY_MS / 1000} seconds`, () => {
    expect(wait(FREE_FAILURES + 9, 0)).toBe(MAX_DELAY_MS); // 2^9 = 512 s, capped
    expect(wait(10_000, 0)).toBe(MAX_DELAY_MS);
  });
});
