import { describe, expect, it } from 'vitest';
import { OrderRequest } from '@/contract/orders';
import { validate } from 'superstruct';
import {
  cleanDecimal,
  crossFieldError,
  formFieldFor,
  initialOrderForm,
  orderRequestFrom,
} from './order-form';

describe('the trade form', () => {
  it('starts from the link: symbol upper-cased, side from ?side, a market buy by dollars', () => {
    const values = initialOrderForm(new URLSearchParams('symbol=aapl&side=sell'));
    expect(values).toMatchObject({ symbol: 'AAPL', side: 'sell', type: 'market' });
    expect(values.amountMode).toBe('dollars');
    expect(initialOrderForm(new URLSearchParams('')).side).toBe('buy');
  });

  it('sends what was typed as decimal strings, without $ or thousands separators', () => {
    const values = { ...initialOrderForm(new URLSearchParams('symbol=msft')), amount: '$1,000.50' };
    const request = orderRequestFrom(values);
    expect(request).toEqual({
      symbol: 'MSFT',
      side: 'buy',
      type: 'market',
      time_in_force: 'day',
      notional: '1000.50',
    });
    expect(validate(request, OrderRequest)[0]).toBeUndefined();
    expect(cleanDecimal(' 2.5 ')).toBe('2.5');
  });

  it('orders by shares for limit and stop orders, with their price', () => {
    const base = initialOrderForm(new URLSearchParams('symbol=KO'));
    const limit = orderRequestFrom({ ...base, type: 'limit', amount: '3', limitPrice: '60.25' });
    expect(limit).toMatchObject({ quantity: '3', limit_price: '60.25' });
    expect(limit).not.toHaveProperty('notional');
    const stop = orderRequestFrom({ ...base, type: 'stop', amount: '0.5', stopPrice: '55' });
    expect(stop).toMatchObject({ quantity: '0.5', stop_price: '55' });
  });

  it('puts errors on the input that caused them', () => {
    expect(formFieldFor('notional')).toBe('amount');
    expect(formFieldFor('limit_price')).toBe('limitPrice');
    const base = initialOrderForm(new URLSearchParams('symbol=KO'));
    const missingLimit = orderRequestFrom({ ...base, type: 'limit', amount: '1' });
    expect(crossFieldError({ ...missingLimit, limit_price: undefined })).toHaveProperty(
      'limitPrice',
    );
  });
});
