import { describe, expect, it } from 'vitest';
import {
  CENTS_MAX,
  DOLLAR_MAX,
  commitMaskValue,
  formatMaskInput,
  groupThousands,
  maskedNumber,
  phoneDigits,
} from './masks';

describe('phone mask (spec §5: ###-###-####)', () => {
  it('hyphenates as digits are typed and keeps at most 10 digits', () => {
    expect(formatMaskInput('phone', '555')).toBe('555');
    expect(formatMaskInput('phone', '5551')).toBe('555-1');
    expect(formatMaskInput('phone', '(555) 123 4567 89')).toBe('555-123-4567');
    expect(phoneDigits('555-123-4567')).toBe('5551234567');
  });
  it('commits the same formatted digits', () => {
    expect(commitMaskValue('phone', '5551234567')).toBe('555-123-4567');
  });
});

describe('dollarAmount mask (spec §5)', () => {
  it('formats as typed: commas, one dot, 2 decimals, no sign, no leading zeros', () => {
    expect(formatMaskInput('dollarAmount', '1234567')).toBe('1,234,567');
    expect(formatMaskInput('dollarAmount', '1,2345.')).toBe('12,345.');
    expect(formatMaskInput('dollarAmount', '12.345')).toBe('12.34');
    expect(formatMaskInput('dollarAmount', '1.2.3')).toBe('1.23');
    expect(formatMaskInput('dollarAmount', '-5')).toBe('5');
    expect(formatMaskInput('dollarAmount', '007')).toBe('7');
    expect(formatMaskInput('dollarAmount', '.5')).toBe('0.5');
    expect(formatMaskInput('dollarAmount', '$a')).toBe('');
  });
  it('commits with a zero-padded fraction', () => {
    expect(commitMaskValue('dollarAmount', '12.5')).toBe('12.50');
    expect(commitMaskValue('dollarAmount', '1234')).toBe('1,234.00');
    expect(commitMaskValue('dollarAmount', '0.')).toBe('0.00');
  });
  it('clamps to the 1,000,000 max on commit', () => {
    expect(DOLLAR_MAX).toBe(1_000_000);
    expect(commitMaskValue('dollarAmount', '1000000.01')).toBe('1,000,000.00');
    expect(commitMaskValue('dollarAmount', '99999999')).toBe('1,000,000.00');
    expect(commitMaskValue('dollarAmount', '1000000')).toBe('1,000,000.00');
  });
  it('leaves an empty field empty', () => {
    expect(commitMaskValue('dollarAmount', '')).toBe('');
  });
});

describe('centsAmount mask (spec §5)', () => {
  it('keeps a leading minus sign only', () => {
    expect(formatMaskInput('centsAmount', '-')).toBe('-');
    expect(formatMaskInput('centsAmount', '-.5')).toBe('-0.5');
    expect(formatMaskInput('centsAmount', '0.5-')).toBe('0.5');
  });
  it('clamps to -0.99..0.99 on commit', () => {
    expect(CENTS_MAX).toBe(0.99);
    expect(commitMaskValue('centsAmount', '5')).toBe('0.99');
    expect(commitMaskValue('centsAmount', '-1.5')).toBe('-0.99');
    expect(commitMaskValue('centsAmount', '-.5')).toBe('-0.50');
    expect(commitMaskValue('centsAmount', '0.25')).toBe('0.25');
  });
  it('commits a negative zero as 0.00 and a lone sign as empty', () => {
    expect(commitMaskValue('centsAmount', '-0')).toBe('0.00');
    expect(commitMaskValue('centsAmount', '-')).toBe('');
  });
});

describe('maskedNumber', () => {
  it('reads the displayed value back as a number', () => {
    expect(maskedNumber('1,234.50')).toBe(1234.5);
    expect(maskedNumber('-0.99')).toBe(-0.99);
    expect(maskedNumber('')).toBeNull();
    expect(maskedNumber('.')).toBeNull();
  });
  it('groups thousands with commas', () => {
    expect(groupThousands('1000000')).toBe('1,000,000');
    expect(groupThousands('999')).toBe('999');
  });
});
