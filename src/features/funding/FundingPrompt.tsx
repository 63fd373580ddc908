// The first-deposit prompt a flow shows where it needs money: only when the
// account in use is the live one and it holds no cash and has none on the way. A short notice with
// "Add funds", which opens the funding modal. Loaded lazily through index.ts, so screens that use
// it carry none of this until it renders.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { BankAccount } from '@/contract/funding';
import { currentUser } from '@/features/auth';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { banksAndBreakdownQuery } from './api';
import { FundingModal } from './FundingModal';

export interface FundingPromptProps {
  /** What the money is for, shown in the modal, e.g. "to buy stocks". */
  reason?: string;
}

export default function FundingPrompt({ reason }: FundingPromptProps) {
  useSignals();
  const live = currentUser.value?.account_type === 'live';
  return live ? <LivePrompt reason={reason} /> : null;
}

function LivePrompt({ reason }: FundingPromptProps) {
  const { state } = useApiQuery(banksAndBreakdownQuery);
  const [open, setOpen] = useState(false);
  // No live account yet, offline, or any failure: this is a nudge, so it simply stays away.
  if (state.status !== 'success') return null;
  const [{ bank_accounts: banks }, { breakdown }] = state.data;
  if (breakdown.cash_cents > 0 || breakdown.pending_deposits_total_cents > 0) return null;
  return (
    <>
      <Notice
        tone="info"
        action={
          <Button variant="link" onClick={() => setOpen(true)}>
            Add funds
          </Button>
        }
      >
        <span data-testid="funding-prompt">Your live account has no cash yet.</span>
      </Notice>
      <FundingModal
        open={open}
        onClose={() => setOpen(false)}
        banks={banks as BankAccount[]}
        reason={
          reason ?? 'Your live account has no cash yet. Make a first deposit to start investing.'
        }
      />
    </>
  );
}
