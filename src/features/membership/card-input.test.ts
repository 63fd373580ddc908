// Card input as typed: digits grouped in fours (at most 19), MM/YY with the slash added, CVC digits.
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, newPurchaseKey } from './card-input';

describe('card input', () => {
  it('groups the number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('adds the expiry slash and keeps CVCs to four digits', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('makes a new key per attempt', () => {
    expect(newPurchaseKey()).not.toBe(newPurchaseKey());
    expect(newPurchaseKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
