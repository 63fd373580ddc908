import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { decimalToUnits, OrderRequest } from '@/contract/orders';
import {
  initialOrderForm,
  orderRequestFrom,
  sellAllValues,
  shareUnitsToDecimal,
} from './order-form';

describe('selling all shares from the trade form', () => {
  it('writes share units as the exact decimal the order takes', () => {
    expect(shareUnitsToDecimal(53_370)).toBe('0.5337'); // 0.53370 sh
    expect(shareUnitsToDecimal(1)).toBe('0.00001');
    expect(shareUnitsToDecimal(100_000)).toBe('1');
    expect(shareUnitsToDecimal(1_550_000)).toBe('15.5');
    expect(shareUnitsToDecimal(123_456_789)).toBe('1234.56789');
  });

  it('round-trips every quantity without a remainder (no float ever touches it)', () => {
    for (const units of [1, 7, 99_999, 100_001, 41_152, 333_333, 100_000_000_000 - 1]) {
      expect(decimalToUnits(shareUnitsToDecimal(units), 5)).toBe(units);
    }
  });

  it('fills a market sell by shares of everything available, whatever the form said before', () => {
    const before = {
      ...initialOrderForm(new URLSearchParams('symbol=AAPL')),
      type: 'limit' as const,
      amount: '250',
      limitPrice: '190',
    };
    const request = orderRequestFrom(sellAllValues(before, 41_152));
    expect(request).toEqual({
      symbol: 'AAPL',
      side: 'sell',
      type: 'market',
      time_in_force: 'day',
      quantity: '0.41152',
    });
    expect(validate(request, OrderRequest)[0]).toBeUndefined();
  });
});
