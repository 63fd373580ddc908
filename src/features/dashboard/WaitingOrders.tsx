// Orders still waiting to fill, under the positions: a market order placed after the close waits
// for the open, and a newcomer who just bought must see it here rather than "buy your first
// stock". Secondary to the positions: while it loads, or if it cannot be read, it shows nothing
// (the trade screen lists open orders with their own states).
import { Link } from 'wouter';
import type { Order } from '@/contract/orders';
import type { AccountType } from '@/contract/users';
import { describeOrder } from '@/features/orders';
import { appPaths } from '@/paths';
import { styled } from '@/ui/theme/stitches';

/** The open orders of the account shown (all accounts' while the server picks it). */
export function waitingOrders(orders: readonly Order[], type: AccountType | undefined): Order[] {
  return orders.filter((order) => !type || order.account_type === type);
}

export function WaitingOrders({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return null;
  return (
    <Box data-testid="home-open-orders" aria-labelledby="home-open-orders-heading">
      <Title id="home-open-orders-heading">Waiting to fill</Title>
      <List>
        {orders.map((order) => (
          <li key={order.id}>
            <Row href={appPaths.orders}>{describeOrder(order)}</Row>
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled('section', {
  margin: '0 0 $3',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $border',
});
const Title = styled('h3', { margin: '0 0 $1', fontSize: '$sm', color: '$textMuted' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: '$text',
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
