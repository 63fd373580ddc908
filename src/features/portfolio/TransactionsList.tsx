// Transaction history (spec §2 mobile "transaction history"): fills and cash
// movements, newest first, more on request through the server's cursor.
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useState } from 'react';
import type { PortfolioTransaction, TransactionsResponse } from '@/contract/portfolio';
import { describeError, useQuery } from '@/platform/api';
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

export function TransactionsList() {
  useSignals();
  const account = selectedAccount.value;
  const load = useCallback(() => loadTransactions(account), [account]);
  const { state, reload } = useQuery(load, [load]);
  return (
    <Card aria-labelledby="transactions-heading">
      <Heading as="h2" level={2} id="transactions-heading">
        Transactions
      </Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading your transactions">
        {(first) => <Pages key={first.next_cursor ?? 'end'} first={first} />}
      </QueryView>
    </Card>
  );
}

function Pages({ first }: { first: TransactionsResponse }) {
  const [rows, setRows] = useState(first.transactions);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = async () => {
    if (!cursor) return;
    setBusy(true);
    setError(null);
    try {
      const page = await loadTransactions(selectedAccount.value, cursor);
      setRows((previous) => [...previous, ...page.transactions]);
      setCursor(page.next_cursor);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
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
                <Money cents={signedAmount(row)} signed />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {cursor ? (
        <Button variant="secondary" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </>
  );
}

function describe(row: PortfolioTransaction): string {
  if (row.type === 'cash') return row.description;
  const verb = row.side === 'buy' ? 'Bought' : 'Sold';
  return `${verb} ${formatShareUnits(row.quantity_e5)} ${row.symbol} at ${formatPriceUnits(row.price_e4, { strict: true })}`;
}

/** Money out is negative: a buy's amount, a withdrawal's (already signed by the server). */
const signedAmount = (row: PortfolioTransaction) =>
  row.type === 'fill' && row.side === 'buy' ? -row.amount_cents : row.amount_cents;

const When = styled('time', {
  display: 'block',
  color: '$textMuted',
  fontSize: '$xs',
  marginTop: '2px',
});
