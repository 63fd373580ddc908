// The hub's summary (spec §2 /funding): buying power and withdrawable cash from the breakdown,
// with the withdrawal breakdown modal one click away. No live account yet: say where funding goes
// and how to get there (the API's 409 naming `account`).
import { useState } from 'react';
import { Link } from 'wouter';
import type { FundingBreakdownResponse } from '@/contract/funding';
import { liveAccountPaths } from '@/features/live-accounts';
import type { QueryState } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { isNoLiveAccount } from './text';
import { WithdrawalBreakdownModal } from './WithdrawalBreakdownModal';

export function NoLiveAccount() {
  return (
    <Notice tone="info">
      Deposits and withdrawals go to your live account, and you do not have one yet.{' '}
      <Link href={liveAccountPaths.onboard}>Open or continue your live-account application</Link>
    </Notice>
  );
}

export function BalanceCard({
  state,
  reload,
}: {
  state: QueryState<FundingBreakdownResponse>;
  reload: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="balance-heading">
      <Heading as="h2" level={2} id="balance-heading">
        Live account cash
      </Heading>
      {state.status === 'error' && isNoLiveAccount(state.error) ? (
        <NoLiveAccount />
      ) : (
        <QueryView staleNotice state={state} reload={reload} loadingLabel="Loading your cash">
          {({ breakdown }) => (
            <>
              <Figures>
                <div>
                  <dt>Buying power</dt>
                  <dd data-testid="buying-power">
                    <Money cents={breakdown.cash_cents} />
                  </dd>
                </div>
                <div>
                  <dt>Withdrawable cash</dt>
                  <dd data-testid="withdrawable">
                    <Money cents={breakdown.withdrawable_cents} />
                  </dd>
                </div>
                <div>
                  <dt>Pending deposits</dt>
                  <dd data-testid="pending-deposits">
                    {/* Full amounts, as the funding history lists them (contract: the total). */}
                    <Money cents={breakdown.pending_deposits_total_cents} />
                  </dd>
                </div>
              </Figures>
              <Muted>
                Deposits give up to <Money cents={breakdown.instant_limit_cents} /> of buying power
                at once, before they settle.{' '}
                <Button variant="link" onClick={() => setOpen(true)}>
                  Withdrawal breakdown
                </Button>
              </Muted>
              {open ? (
                <WithdrawalBreakdownModal breakdown={breakdown} onClose={() => setOpen(false)} />
              ) : null}
            </>
          )}
        </QueryView>
      )}
    </Card>
  );
}

const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '$3',
  margin: '0 0 $4',
  '@mobile': { gridTemplateColumns: '1fr 1fr' },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontSize: '$lg', fontWeight: 700 },
});
