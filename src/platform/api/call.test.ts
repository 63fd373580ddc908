// `call`: an endpoint of the contract, its path filled from typed parameters (one segment each),
// the query as strings, the Idempotency-Key of a money request, and the answer checked by struct.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath, pathParameterNames } from '@/contract/endpoint';
import { call } from './client';
import { type ApiError } from './errors';
import * as ordersEndpoints from '@/contract/endpoints/orders';

const realFetch = globalThis.fetch;
const sent: Array<{ url: string; init: RequestInit }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  sent.length = 0;
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    sent.push({ url: path, init: init ?? {} });
    if (path.startsWith('/api/v1/util/csrf')) {
      return Response.json({ csrf_token: 'csrf-1', is_signed_in: true });
    }
    return Response.json(answer.body, { status: answer.status });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('fillPath', () => {
  it('names the parameters and fills each as one encoded segment', () => {
    expect(pathParameterNames('/users/:id/follow/:other_id')).toEqual(['id', 'other_id']);
    expect(fillPath('/orders/:id/cancel', { id: 'a/b?c' })).toBe('/orders/a%2Fb%3Fc/cancel');
  });

  it('throws at once for a missing parameter', () => {
    expect(() => fillPath('/orders/:id', {})).toThrow('"id" is missing');
  });
});

describe('call', () => {
  const order = {
    id: 'o-1',
    symbol: 'AAPL',
    side: 'buy',
  };

  it('sends the query as strings and checks the answer with the endpoint’s struct', async () => {
    answer = { status: 200, body: { orders: [] } };
    await expect(call(ordersEndpoints.list, { query: { status: 'open' } })).resolves.toEqual({
      orders: [],
    });
    expect(sent.at(-1)?.url).toBe('/api/v1/orders?status=open');

    answer = { status: 200, body: { orders: [order] } }; // not an Order: fields are missing
    await expect(call(ordersEndpoints.list, { query: {} })).rejects.toMatchObject({
      kind: 'invalid-response',
    } satisfies Partial<ApiError>);
  });

  it('fills the path and sends the Idempotency-Key of a money request', async () => {
    answer = {
      status: 409,
      body: { error: 'Only an open order can be canceled.', code: 'conflict', field: 'id' },
    };
    const canceled = call(ordersEndpoints.cancel, {
      params: { id: 'o 1' },
      idempotencyKey: 'key-1',
    });
    await expect(canceled).rejects.toMatchObject({ status: 409, code: 'conflict', field: 'id' });
    const last = sent.at(-1)!;
    expect(last.url).toBe('/api/v1/orders/o%201/cancel');
    expect(last.init.method).toBe('POST');
    expect(last.init.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'x-csrf-token': 'csrf-1',
    });
  });

  it('refuses to send a money request without a key', () => {
    expect(() => call(ordersEndpoints.paperReset, {})).toThrow('needs an idempotency key');
  });
});
