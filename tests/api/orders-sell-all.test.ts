// "Sell all" (the trade screen's button) through the API: the portfolio reports the shares owned
// and those open sells hold, and a market sell of exactly the rest, written by the form's own
// helper, leaves zero shares (the position row goes), not a dust remainder.
// Units: cash in cents, shares in 0.00001 (`_e5`), prices in $0.0001 (`_e4`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareUnitsToDecimal } from '@/features/orders/order-form';
import {
  createOrdersContext,
  orderOf,
  type OrdersContext,
  placeOrder,
  positionOf,
  signedInTrader,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 187.37, KO: 61.13 });
});
afterAll(() => ctx.close());

interface PositionJson {
  symbol: string;
  quantity_e5: number;
  held_quantity_e5: number;
}
type Agent = Awaited<ReturnType<typeof signedInTrader>>['agent'];

async function positionsOf(agent: Agent): Promise<PositionJson[]> {
  const response = await agent.get('/api/v1/portfolio');
  expect(response.status).toBe(200);
  return response.body.positions as PositionJson[];
}

describe('selling all shares', () => {
  it('after a $100 buy at an awkward price, sells every fractional share: zero left', async () => {
    const { agent, accountId } = await trader();
    const bought = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', notional: '100' }),
    );
    expect(bought.status).toBe('filled');
    // $100.00 / $187.37 = 0.533703… sh → 0.5337 sh (53_370 units)
    const [position] = await positionsOf(agent);
    expect(position).toMatchObject({ symbol: 'AAPL', quantity_e5: 53_370, held_quantity_e5: 0 });

    const quantity = shareUnitsToDecimal(position!.quantity_e5 - position!.held_quantity_e5);
    expect(quantity).toBe('0.5337');
    const sold = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'sell', type: 'market', quantity }),
    );
    expect(sold).toMatchObject({ status: 'filled', filled_quantity_e5: 53_370 });
    expect(orderOf(await agent.get(`/api/v1/orders/${sold.id}`))).toEqual(sold);
    expect(await positionOf(ctx, accountId, 'AAPL')).toBeNull();
    expect(await positionsOf(agent)).toEqual([]);
  });

  it('counts shares an open sell holds: "all" is the rest, and the held shares stay', async () => {
    const { agent, accountId } = await trader();
    await placeOrder(agent, { symbol: 'KO', side: 'buy', type: 'market', quantity: '2.12345' });
    const resting = orderOf(
      await placeOrder(agent, {
        symbol: 'KO',
        side: 'sell',
        type: 'limit',
        quantity: '0.5',
        limit_price: '100',
      }),
    );
    expect(resting.status).toBe('new');
    const [position] = await positionsOf(agent);
    expect(position).toMatchObject({ quantity_e5: 212_345, held_quantity_e5: 50_000 });

    // 2.12345 − 0.5 = 1.62345 sh may still be sold
    const quantity = shareUnitsToDecimal(position!.quantity_e5 - position!.held_quantity_e5);
    expect(quantity).toBe('1.62345');
    const sold = orderOf(
      await placeOrder(agent, { symbol: 'KO', side: 'sell', type: 'market', quantity }),
    );
    expect(sold.status).toBe('filled');
    expect(await positionOf(ctx, accountId, 'KO')).toMatchObject({
      quantityE5: 50_000,
      heldQuantityE5: 50_000,
    });
  });
});

const trader = () => signedInTrader(ctx);
