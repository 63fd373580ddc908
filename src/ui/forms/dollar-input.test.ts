import { describe, expect, it } from 'vitest';
import { dollarInputToCents, nextDollarInput } from './dollar-input';

describe('nextDollarInput (spec §5)', () => {
  it('turns an empty input into 0', () => {
    expect(nextDollarInput('12', '')).toBe('0');
  });
  it('rejects non-numeric input and keeps the previous value', () => {
    expect(nextDollarInput('12', '12a')).toBe('12');
    expect(nextDollarInput('12', '1.2.3')).toBe('12');
    expect(nextDollarInput('12', '-12')).toBe('12');
    expect(nextDollarInput('12', '1e5')).toBe('12');
  });
  it('rejects more than 2 decimals', () => {
    expect(nextDollarInput('1.25', '1.255')).toBe('1.25');
  });
  it('keeps a trailing dot', () => {
    expect(nextDollarInput('12', '12.')).toBe('12.');
    expect(nextDollarInput('0', '.')).toBe('0.');
  });
  it('normalises the whole dollars as a number and keeps the typed fraction', () => {
    expect(nextDollarInput('0', '007')).toBe('7');
    expect(nextDollarInput('0', '05')).toBe('5');
    expect(nextDollarInput('1.5', '1.50')).toBe('1.50');
    expect(nextDollarInput('1.', '1.0')).toBe('1.0'); // so that 1.05 can be typed
    expect(nextDollarInput('0', '00.5')).toBe('0.5');
  });
});

describe('dollarInputToCents', () => {
  it('reads the value as integer cents', () => {
    expect(dollarInputToCents('12.5')).toBe(1250); // 12 * 100 + 50
    expect(dollarInputToCents('12.')).toBe(1200);
    expect(dollarInputToCents('0.07')).toBe(7);
    expect(dollarInputToCents('.')).toBeNull();
  });
});
