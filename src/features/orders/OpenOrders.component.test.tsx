// @vitest-environment happy-dom
// Open orders read through the app's query cache (src/platform/queries): an order placed marks
// the list stale and it reads again by itself (no refresh counter passed down), two lists on
// screen share one request, a list shown again opens with its last answer while it asks again, and
// it asks again when the window regains focus, when the connection comes back, and when another
// tab placed an order. Answers are the contract's shapes.
import { render, screen, waitFor, within } from '@testing-library/react';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { type Order, OrderResponse, OrdersResponse } from '@/contract/orders';
import { goOffline, goOnline, stubApi } from '../../../tests/support/component-network';
import { placeOrder } from './api';
import { OpenOrders } from './OpenOrders';

const ORDER: Order = {
  id: '7f7c4b8e-6a59-4a5e-9d0a-0d1f4b7b2c11',
  account_id: '0b8f0f5e-3c4e-4d39-8a57-8f7b1c2d3e4f',
  account_type: 'simulated',
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  time_in_force: 'gtc',
  status: 'new',
  quantity_e5: 200_000,
  notional_cents: null,
  limit_price_e4: 1_500_000,
  stop_price_e4: null,
  filled_quantity_e5: 0,
  filled_amount_cents: 0,
  average_fill_price_e4: null,
  held_cents: 30_000,
  held_quantity_e5: 0,
  reject_reason: null,
  created_at: '2026-11-25T15:00:00.000Z',
  updated_at: '2026-11-25T15:00:00.000Z',
  filled_at: null,
  canceled_at: null,
  expires_at: null,
};

const orders = (list: Order[]) => {
  const body = { orders: list };
  assert(body, OrdersResponse);
  return { body };
};

const ordersRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    return path === '/api/v1/orders' && (init?.method ?? 'GET') === 'GET';
  }).length;

const lists = () => screen.getAllByTestId('open-orders');

describe('open orders through the query cache', () => {
  it('reads the list again once an order is placed, with nothing passed down', async () => {
    let open: Order[] = [];
    const placed = { order: ORDER };
    assert(placed, OrderResponse);
    stubApi({
      'GET /api/v1/orders': () => orders(open),
      'GET /api/v1/util/csrf': { body: { is_signed_in: true, csrf_token: 'token' } },
      'POST /api/v1/orders': () => {
        open = [ORDER];
        return { status: 201, body: placed };
      },
    });
    render(<OpenOrders offline={false} />);
    await screen.findByText(/No open orders/);

    await placeOrder(
      { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: '2', limit_price: '150' },
      'c9a4f0a2-1f51-4b8e-9a3e-5d6c7b8a9f01',
    );
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/AAPL/)).toBeTruthy();
  });

  it('reads the list again when an order is placed in another tab', async () => {
    let open: Order[] = [];
    stubApi({ 'GET /api/v1/orders': () => orders(open) });
    render(<OpenOrders offline={false} />);
    await screen.findByText(/No open orders/);
    // Another tab placed an order: its query cache tells this one (platform/queries/changes.ts).
    open = [ORDER];
    const otherTab = new BroadcastChannel('stockroom-changes');
    otherTab.postMessage('order');
    otherTab.close();
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/AAPL/)).toBeTruthy();
  });

  it('shares one request between two lists, and shows the last answer again at once', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/orders': () => orders([ORDER]) });
    const first = render(
      <>
        <OpenOrders offline={false} />
        <OpenOrders offline={false} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('list')).toHaveLength(2));
    expect(ordersRequests(fetchMock)).toBe(1);
    first.unmount();

    // Shown again on another screen (query-client.ts asks again on a new visit, not on a part of
    // the same screen mounting): the list is there on the first render, no spinner, and asked
    // for afresh.
    history.pushState(null, '', '/app/portfolio');
    render(<OpenOrders offline={false} />);
    expect(within(lists()[0]!).getByRole('list')).toBeTruthy();
    expect(within(lists()[0]!).queryByRole('status')).toBeNull();
    await waitFor(() => expect(ordersRequests(fetchMock)).toBe(2));
  });

  it('asks again when the window regains focus and when the connection comes back', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/orders': () => orders([ORDER]) });
    render(<OpenOrders offline={false} />);
    await screen.findByRole('list');
    expect(ordersRequests(fetchMock)).toBe(1);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(ordersRequests(fetchMock)).toBe(2));
    goOffline();
    await goOnline();
    await waitFor(() => expect(ordersRequests(fetchMock)).toBe(3));
  });
});
