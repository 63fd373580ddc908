// The outcome of a deposit or withdrawal: pending until it settles, and for a deposit the part
// already available to invest (instant buying power). While the screen is open it asks the
// history now and then, so "Pending" turns into "Settled" without a reload.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { FundingTransfer, TransferResponse } from '@/contract/funding';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { loadFundingHistory } from './api';
import { fundingPaths } from './paths';
import { Actions, Mark, StatusChip } from './pieces';
import { formatDateTime, TRANSFER_STATUS } from './text';

const POLL_MS = 5_000;

export function TransferResult({
  result,
  onAnother,
}: {
  result: TransferResponse;
  onAnother: () => void;
}) {
  const [transfer, setTransfer] = useState<FundingTransfer>(result.transfer);
  const settled = transfer.status !== 'pending';
  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => {
      loadFundingHistory().then(
        (history) => {
          const fresh = history.transfers.find((t) => t.id === transfer.id);
          if (fresh) setTransfer(fresh);
        },
        () => undefined, // offline or a blip: the next tick asks again
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [settled, transfer.id]);

  const deposit = transfer.direction === 'deposit';
  const status = TRANSFER_STATUS[transfer.status];
  return (
    <Card data-testid="transfer-result" data-status={transfer.status} aria-live="polite">
      {settled ? <Mark aria-hidden>✓</Mark> : null}
      <Heading as="h2" level={2}>
        {deposit ? 'Deposit' : 'Withdrawal'} of <Money cents={transfer.amount_cents} />{' '}
        {deposit ? 'from' : 'to'} ••••{transfer.bank_last_four}
      </Heading>
      <p>
        <StatusChip tone={status.tone} data-testid="transfer-status">
          {status.label}
        </StatusChip>
      </p>
      <Muted>
        {settled
          ? `${deposit ? 'Settled' : 'Completed'} ${formatDateTime(transfer.settled_at ?? transfer.settles_at)}.`
          : `${deposit ? 'Expected to settle' : 'Expected at your bank'} by ${formatDateTime(transfer.settles_at)}.`}
      </Muted>
      {deposit && !settled ? (
        <Muted data-testid="instant-buying-power">
          <Money cents={transfer.instant_cents} /> of it is available to invest now.
        </Muted>
      ) : null}
      {!settled ? (
        <Muted>
          Buying power now: <Money cents={result.breakdown.cash_cents} />.
        </Muted>
      ) : null}
      <Actions css={{ justifyContent: 'flex-start' }}>
        <Button as={Link} href={fundingPaths.funding}>
          Back to funding
        </Button>
        <Button as={Link} href={fundingPaths.portfolioFunding} variant="secondary">
          Funding history
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          {deposit ? 'Another deposit' : 'Another withdrawal'}
        </Button>
      </Actions>
    </Card>
  );
}
