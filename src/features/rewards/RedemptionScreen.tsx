// /app/rewards_redemption (spec §2): the reward balance, an amount (DollarInput,
// the dollar rule of spec §5), a confirmation step, the result, and the redemption history.
// Redeeming moves money, so it needs the network (DESIGN.md "Client state and offline"): offline
// the button is disabled and nothing is queued.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { MAX_REDEMPTION_CENTS, type RedemptionResponse } from '@/contract/rewards';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { DollarInput } from '@/ui/forms/DollarInput';
import { dollarInputToCents } from '@/ui/forms/dollar-input';
import { formatCents } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { rewardsQuery } from './api';
import { RedemptionConfirm } from './RedemptionConfirm';
import { RedemptionHistory } from './RedemptionHistory';
import { rewardsPaths } from './paths';

export default function RedemptionScreen() {
  useSignals();
  const offline = !isOnline.value;
  const { state, reload } = useApiQuery(rewardsQuery);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<RedemptionResponse | null>(null);

  return (
    <Page title="Redeem rewards" testId="redemption-screen">
      <Heading>Redeem rewards</Heading>
      <Muted>
        Move your reward balance into your live account&apos;s cash, to invest or withdraw.{' '}
        <Link href={rewardsPaths.referrals}>Back to rewards</Link>
      </Muted>
      {offline ? (
        <Notice tone="warning">
          You are offline. Redeeming needs a connection: nothing is sent or saved for later until
          you are back online.
        </Notice>
      ) : null}
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your reward balance"
        staleNotice
      >
        {(data) => {
          const balance = done ? done.balance_cents : data.balance_cents;
          const submit = (event: FormEvent) => {
            event.preventDefault();
            setDone(null);
            const cents = dollarInputToCents(amount);
            if (cents === null || cents <= 0) setError('Enter an amount more than $0.00.');
            else if (cents > MAX_REDEMPTION_CENTS) setError('Enter at most $1,000,000.00.');
            else if (cents > balance)
              setError(`That is more than your reward balance, ${formatCents(balance)}.`);
            else {
              setError(null);
              setConfirming(cents);
            }
          };
          return (
            <>
              <Card aria-labelledby="balance-title">
                <Heading as="h2" level={2} id="balance-title">
                  Reward balance
                </Heading>
                <Big data-testid="redeemable-balance">
                  <Money cents={balance} />
                </Big>
                {done ? (
                  <Notice tone="info">
                    <span data-testid="redeem-success">
                      Done: <Money cents={done.redemption.amount_cents} /> is now in your live
                      account&apos;s cash (cash: <Money cents={done.account_cash_cents} />
                      ).
                    </span>
                  </Notice>
                ) : null}
                {balance === 0 ? (
                  <Muted data-testid="nothing-to-redeem">
                    Nothing to redeem yet. Turn over your reward cards on the{' '}
                    <Link href={rewardsPaths.referrals}>rewards page</Link>, or earn more by
                    inviting friends.
                  </Muted>
                ) : (
                  <form onSubmit={submit} noValidate>
                    <DollarInput
                      name="amount_cents"
                      label="Amount to redeem"
                      value={amount}
                      error={error}
                      hint={`Up to your reward balance, ${formatCents(balance)}.`}
                      onChange={(_, value) => {
                        setAmount(value);
                        setError(null);
                      }}
                    />
                    <Button type="submit" block disabled={offline}>
                      Review redemption
                    </Button>
                  </form>
                )}
              </Card>
              <RedemptionHistory
                redemptions={
                  done && !data.redemptions.some((r) => r.id === done.redemption.id)
                    ? [done.redemption, ...data.redemptions]
                    : data.redemptions
                }
              />
              {confirming !== null ? (
                <RedemptionConfirm
                  cents={confirming}
                  balanceCents={balance}
                  offline={offline}
                  onCancel={() => setConfirming(null)}
                  onDone={(result) => {
                    setConfirming(null);
                    setAmount('');
                    // The answer carries the new balance and the redemption: no reload, which
                    // would swap the success message for a spinner.
                    setDone(result);
                  }}
                  onFieldError={(message) => {
                    setConfirming(null);
                    setError(message);
                  }}
                />
              ) : null}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

const Big = styled('p', { margin: '0 0 $4', fontSize: '$xl', fontWeight: 700 });
