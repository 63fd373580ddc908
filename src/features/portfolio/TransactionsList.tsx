// Transaction history (spec §2 mobile "transaction history"): fills, cash movements and shares
// transferred in from another broker, newest first, more on request through the server's cursor.
import { useSignals } from '@preact/signals-react/runtime';
import type { PortfolioTransaction, TransactionsResponse } from '@/contract/portfolio';
import { describeError } from '@/platform/api';
import { useApiPages, type ApiPagesResult } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatPriceUnits, formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { loadTransactions } from './api';
import { Table } from './HistoryTable';
import { QueryView } from '@/ui/QueryView';
import { selectedAccount } from './state';
import { formatAsOf } from './time';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';

export function TransactionsList() {
  useSignals();
  const account = selectedAccount.value;
  const list = useApiPages({
    reads: [portfolioEndpoints.transactions],
    args: [account ?? null],
    load: (cursor) => loadTransactions(account, cursor),
    nextCursor: (page: TransactionsResponse) => page.next_cursor,
  });
  return (
    <Card aria-labelledby="transactions-heading">
      <Heading as="h2" level={2} id="transactions-heading">
        Transactions
      </Heading>
      <QueryView state={list.state} reload={list.reload} loadingLabel="Loading your transactions">
        {(pages) => <Pages pages={pages} list={list} />}
      </QueryView>
    </Card>
  );
}

function Pages(props: {
  pages: readonly TransactionsResponse[];
  list: ApiPagesResult<TransactionsResponse>;
}) {
  const { pages, list } = props;
  const rows = pages.flatMap((page) => page.transactions);
  if (rows.length === 0) return <Muted>No transactions yet.</Muted>;
  return (
    <>
      <Table data-testid="transactions">
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.type}-${row.id}`}>
              <th scope="row">
                {describe(row)}
                <When dateTime={row.at}>{formatAsOf(row.at)}</When>
              </th>
              <td>
                {row.type === 'transfer_in' ? (
                  <Muted as="span">No cash</Muted>
                ) : (
                  <Money cents={signedAmount(row)} signed />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {list.moreError ? <Notice tone="error">{describeError(list.moreError)}</Notice> : null}
      {list.hasMore ? (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </>
  );
}

function describe(row: PortfolioTransaction): string {
  if (row.type === 'cash') return row.description;
  if (row.type === 'transfer_in') {
    return `Transferred in ${formatShareUnits(row.quantity_e5)} ${row.symbol} from ${row.from_broker}`;
  }
  const verb = row.side === 'buy' ? 'Bought' : 'Sold';
  return `${verb} ${formatShareUnits(row.quantity_e5)} ${row.symbol} at ${formatPriceUnits(row.price_e4, { strict: true })}`;
}

/** Money out is negative: a buy's amount, a withdrawal's (already signed by the server). */
const signedAmount = (row: Exclude<PortfolioTransaction, { type: 'transfer_in' }>) =>
  row.type === 'fill' && row.side === 'buy' ? -row.amount_cents : row.amount_cents;

const When = styled('time', {
  display: 'block',
  color: '$textMuted',
  fontSize: '$xs',
  marginTop: '2px',
});
