// @vitest-environment happy-dom
// Revenue on purchases (spec §3, §5, §7): a paid membership purchase logs its price in dollars,
// quantity and product; a waived fee ($0) logs none. Answers are the server's shape
// (MembershipResult), checked before use.
import { assert } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembershipResult } from '@/contract/payments';
import { setEventSender } from '@/platform/analytics/sender';
import { stubApi } from '../../../tests/support/component-network';
import { purchaseMembership } from './purchases';

const CSRF = { body: { is_signed_in: true, csrf_token: 'token' } };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

function answer(payment: { status: 'succeeded' | 'waived'; amount_cents: number }) {
  const body = {
    membership: {
      plan: 'plus',
      plan_name: 'Stockroom Plus',
      status: 'active',
      fee_waived: payment.status === 'waived',
      period_fee_cents: payment.amount_cents,
      current_period_start: '2025-06-11T15:00:00.000Z',
      current_period_end: '2025-07-11T15:00:00.000Z',
      cancelled_at: null,
    },
    payment: {
      id: 'a6f1c1a4-5d0e-4a39-9d0a-2a7e5c1b9f00',
      ...payment,
      card_brand: payment.status === 'succeeded' ? 'visa' : null,
      card_last4: payment.status === 'succeeded' ? '4242' : null,
      decline_reason: null,
      provider: 'sandbox',
      created_at: '2025-06-11T15:00:00.000Z',
    },
  };
  assert(body, MembershipResult);
  return { status: 201, body };
}

const logRevenue = vi.fn();
afterEach(() => {
  logRevenue.mockClear();
  setEventSender(null);
});
const startAnalytics = () =>
  setEventSender({ logEvent: vi.fn(), identify: vi.fn(), setUserId: vi.fn(), logRevenue });

describe('membership purchase revenue', () => {
  it('logs a paid purchase: price in dollars, quantity 1, the plan as product', async () => {
    startAnalytics();
    stubApi({
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/membership': answer({ status: 'succeeded', amount_cents: 9_99 }),
    });
    await purchaseMembership('plus', CARD, 'key-1');
    expect(logRevenue).toHaveBeenCalledTimes(1);
    expect(logRevenue).toHaveBeenCalledWith({
      price: 9.99, // 999 cents
      quantity: 1,
      productId: 'membership:plus',
      revenueType: 'membership',
    });
  });

  it('logs nothing for a waived fee', async () => {
    startAnalytics();
    stubApi({
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/membership': answer({ status: 'waived', amount_cents: 0 }),
    });
    await purchaseMembership('plus', undefined, 'key-2');
    expect(logRevenue).not.toHaveBeenCalled();
  });
});
