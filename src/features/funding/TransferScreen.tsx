// /app/funding/deposit and /app/funding/withdraw (spec §2): form → review → result. Money needs
// the network (DESIGN.md "Client state and offline"): offline the screen says so and the buttons
// are disabled; nothing is ever queued. No live account: the API's 409 naming `account` becomes
// the way to open one.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { TransferRequest, type TransferResponse } from '@/contract/funding';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { banksAndBreakdownQuery, type TransferDirection } from './api';
import { NoLiveAccount } from './BalanceCard';
import { fundingPaths } from './paths';
import { isNoLiveAccount } from './text';
import { overWithdrawable, TransferForm, type TransferDraft } from './TransferForm';
import { TRANSFER_WORDS, amountForApi } from './transfer-text';
import { TransferResult } from './TransferResult';
import { TransferReview } from './TransferReview';
import { EmailUnverifiedNotice } from './EmailUnverifiedNotice';

export function TransferScreen({ direction }: { direction: TransferDirection }) {
  useSignals();
  const offline = !isOnline.value;
  const words = TRANSFER_WORDS[direction];
  const { state, reload } = useApiQuery(banksAndBreakdownQuery);
  const [draft, setDraft] = useState<TransferDraft>({ bank_account_id: '', amount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const [result, setResult] = useState<TransferResponse | null>(null);
  const testId = direction === 'deposit' ? 'deposit-screen' : 'withdraw-screen';

  const change = (name: keyof TransferDraft, value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  if (result) {
    return (
      <Page title={`${words.title} result`} testId={testId}>
        <Heading>{words.title}</Heading>
        <TransferResult
          result={result}
          onAnother={() => {
            setResult(null);
            setReviewing(false);
            setDraft((previous) => ({ ...previous, amount: '' }));
            reload();
          }}
        />
      </Page>
    );
  }

  return (
    <Page title={words.title} testId={testId}>
      <Heading>{words.title}</Heading>
      <EmailUnverifiedNotice />
      <Muted>
        <Link href={fundingPaths.funding}>Back to funding</Link>
      </Muted>
      {offline ? (
        <Notice tone="warning">
          You are offline. {direction === 'deposit' ? 'Deposits' : 'Withdrawals'} need a connection:
          nothing is sent or saved for later until you are back online.
        </Notice>
      ) : null}
      <Card aria-label={words.title}>
        {state.status === 'error' && isNoLiveAccount(state.error) ? (
          <NoLiveAccount />
        ) : (
          <QueryView state={state} reload={reload} loadingLabel="Loading your bank accounts">
            {([{ bank_accounts: banks }, { breakdown }]) => {
              const bank = banks.find((b) => b.id === draft.bank_account_id);
              if (reviewing && bank) {
                return (
                  <TransferReview
                    direction={direction}
                    amount={amountForApi(draft.amount)}
                    bank={bank}
                    breakdown={breakdown}
                    offline={offline}
                    onBack={() => setReviewing(false)}
                    onDone={setResult}
                    onFieldError={(field, message) => {
                      setReviewing(false);
                      setErrors({ [field === 'bank_account_id' ? field : 'amount']: message });
                    }}
                  />
                );
              }
              return (
                <TransferForm
                  direction={direction}
                  banks={banks}
                  breakdown={breakdown}
                  draft={draft}
                  errors={errors}
                  offline={offline}
                  onChange={change}
                  onReview={() => {
                    const request = {
                      amount: amountForApi(draft.amount),
                      bank_account_id: draft.bank_account_id,
                    };
                    const found = fieldErrors(request, TransferRequest);
                    if (found.bank_account_id) found.bank_account_id = 'Choose a bank account.';
                    if (
                      !found.amount &&
                      direction === 'withdrawal' &&
                      overWithdrawable(draft, breakdown)
                    )
                      found.amount = 'That is more than your withdrawable cash.';
                    setErrors(found);
                    if (Object.keys(found).length === 0) setReviewing(true);
                  }}
                />
              );
            }}
          </QueryView>
        )}
      </Card>
    </Page>
  );
}
