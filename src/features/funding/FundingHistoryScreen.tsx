// /app/portfolio/funding (spec §2 "/portfolio/funding"): the live account's
// funding history, deposits, withdrawals and ACAT requests, grouped by month, each with its status.
// Loading, empty, error and offline states come from QueryView (offline: the last data seen).
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { fundingHistoryQuery } from './api';
import { groupHistory, type HistoryRow } from './history';
import { fundingPaths } from './paths';
import { StatusChip } from './pieces';
import { ACAT_STATUS, acatOutcome, formatDate, TRANSFER_STATUS } from './text';

export default function FundingHistoryScreen() {
  const { state, reload } = useApiQuery(fundingHistoryQuery);
  return (
    <Page title="Funding history" testId="funding-history-screen">
      <Heading>Funding history</Heading>
      <Muted>
        <Link href={appPaths.portfolio}>Portfolio</Link> ·{' '}
        <Link href={fundingPaths.funding}>Deposit or withdraw</Link>
      </Muted>
      <QueryView
        staleNotice
        state={state}
        reload={reload}
        loadingLabel="Loading your funding history"
        isEmpty={(data) => data.transfers.length === 0 && data.acat_transfers.length === 0}
        empty={
          <Card>
            <Muted css={{ margin: 0 }}>
              No deposits or withdrawals yet.{' '}
              <Link href={fundingPaths.deposit}>Make your first deposit</Link>.
            </Muted>
          </Card>
        }
      >
        {(data) =>
          groupHistory(data).map((group) => (
            <Card key={group.key} aria-labelledby={`month-${group.key}`}>
              <Heading as="h2" level={2} id={`month-${group.key}`}>
                {group.label}
              </Heading>
              <List>
                {group.rows.map((row) => (
                  <Row key={row.key} row={row} />
                ))}
              </List>
            </Card>
          ))
        }
      </QueryView>
    </Page>
  );
}

function Row({ row }: { row: HistoryRow }) {
  switch (row.type) {
    case 'transfer': {
      const { transfer } = row;
      const deposit = transfer.direction === 'deposit';
      const status = TRANSFER_STATUS[transfer.status];
      return (
        <Item data-testid="funding-row" data-kind={transfer.direction}>
          <div>
            <strong>{deposit ? 'Deposit' : 'Withdrawal'}</strong>
            <Small>
              {formatDate(transfer.created_at)} · {deposit ? 'from' : 'to'} ••••
              {transfer.bank_last_four}
            </Small>
            {transfer.return_reason ? (
              <Small data-testid="return-reason">
                Returned by the bank ({transfer.return_reason}): the money was taken back.
              </Small>
            ) : null}
          </div>
          <End>
            {transfer.status === 'returned' ? (
              // Struck through: a returned deposit added nothing to the account.
              <Returned>
                <Money cents={transfer.amount_cents} />
              </Returned>
            ) : (
              <Money cents={deposit ? transfer.amount_cents : -transfer.amount_cents} signed />
            )}
            <StatusChip tone={status.tone}>{status.label}</StatusChip>
          </End>
        </Item>
      );
    }
    case 'acat': {
      const { acat } = row;
      const status = ACAT_STATUS[acat.status];
      const outcome = acatOutcome(acat);
      return (
        <Item data-testid="funding-row" data-kind="acat">
          <div>
            <strong>Account transfer (ACAT)</strong>
            <Small>
              {formatDate(acat.created_at)} · from {acat.from_broker} {acat.masked_number} ·{' '}
              {acat.transfer_type === 'full' ? 'full' : 'partial'}
            </Small>
            {outcome ? <Small data-testid="acat-outcome">{outcome}</Small> : null}
          </div>
          <End>
            <StatusChip tone={status.tone}>{status.label}</StatusChip>
          </End>
        </Item>
      );
    }
  }
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
});
const End = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '$1',
  fontWeight: 600,
});
const Small = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });
const Returned = styled('del', { color: '$textMuted' });
