// The pure parts of payments: the SANDBOX's answers by test card, the card
// brand, Luhn, one-month periods (the end of a short month), lapse on read, and PAYMENT_PROVIDER.
import { describe, expect, it } from 'vitest';
import { luhnValid } from '@/contract/payments';
import { readConfig } from '../../config';
import { addOneMonth, effectiveStatus } from './periods';
import { cardBrand, SANDBOX_UNKNOWN_CARD_REASON, sandboxPaymentProvider } from './provider';

const charge = (number: string) =>
  sandboxPaymentProvider.charge({
    amountCents: 999,
    card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    description: 'test',
    idempotencyKey: 'user:key-1',
  });

describe('the SANDBOX provider', () => {
  it('answers by test card number', async () => {
    const success = await charge('4242424242424242');
    expect(success).toMatchObject({ status: 'succeeded' });
    // The same key is the same charge: the same reference.
    expect(await charge('4242424242424242')).toEqual(success);
    expect(await charge('4000000000000002')).toEqual({
      status: 'declined',
      reason: 'Your card was declined.',
    });
    expect(await charge('4000000000009995')).toEqual({
      status: 'declined',
      reason: 'Insufficient funds.',
    });
    // Any other number, real cards included, is refused: the sandbox charges nobody.
    expect(await charge('5555555555554444')).toEqual({
      status: 'declined',
      reason: SANDBOX_UNKNOWN_CARD_REASON,
    });
  });

  it('names brands and checks Luhn', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('periods', () => {
  it('runs one calendar month; a day the next month lacks becomes its last day', () => {
    expect(addOneMonth(new Date('2025-06-11T15:00:00Z')).toISOString()).toBe(
      '2025-07-11T15:00:00.000Z',
    );
    expect(addOneMonth(new Date('2025-01-31T09:00:00Z')).toISOString()).toBe(
      '2025-02-28T09:00:00.000Z',
    );
    expect(addOneMonth(new Date('2024-01-31T09:00:00Z')).toISOString()).toBe(
      '2024-02-29T09:00:00.000Z', // leap year
    );
    expect(addOneMonth(new Date('2025-12-15T00:00:00Z')).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('reads as lapsed from the period end on', () => {
    const end = new Date('2025-07-11T15:00:00Z');
    expect(effectiveStatus('active', end, new Date(end.getTime() - 1))).toBe('active');
    expect(effectiveStatus('cancelled', end, new Date(end.getTime() - 1))).toBe('cancelled');
    expect(effectiveStatus('active', end, end)).toBe('lapsed');
    expect(effectiveStatus('cancelled', end, end)).toBe('lapsed');
    expect(effectiveStatus('active', null, end)).toBe('active'); // rows from before payments
    expect(effectiveStatus('cancelled', null, end)).toBe('lapsed');
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox and refuses any other value with a clear message', () => {
    expect(readConfig({}).payments).toEqual({
      provider: 'sandbox',
      waiveFeeMinEquityCents: 25_000_00,
    });
    expect(readConfig({ MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS: '100000' }).payments).toMatchObject({
      waiveFeeMinEquityCents: 100_000,
    });
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe is not a payment provider this server has: the only built-in one is "sandbox"/,
    );
  });
});
