import { describe, expect, it } from 'vitest';
import { clockTime, minutesLabel, spokenTime } from './player-time';

describe('player times', () => {
  it('shows minutes and zero-padded seconds, with hours past an hour', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(9.9)).toBe('0:09');
    expect(clockTime(245)).toBe('4:05');
    expect(clockTime(3725)).toBe('1:02:05'); // 3600 + 2·60 + 5
    expect(clockTime(Number.NaN)).toBe('0:00');
  });

  it('says the time in words for the seek slider', () => {
    expect(spokenTime(245)).toBe('4 minutes 5 seconds');
    expect(spokenTime(60)).toBe('1 minute');
    expect(spokenTime(3601)).toBe('1 hour 1 second');
    expect(spokenTime(0)).toBe('0 seconds');
  });

  it('lists a length in whole minutes, at least one', () => {
    expect(minutesLabel(310)).toBe('5 min');
    expect(minutesLabel(20)).toBe('1 min');
  });
});
