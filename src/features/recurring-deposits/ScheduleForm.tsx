// The new-schedule form. Its Idempotency-Key is made once, with the form, and reused by every
// submit of it (as src/features/orders/ConfirmOrderModal.tsx does): if a first request reached the
// server and only its answer was lost, "Try again" gets that schedule back instead of a second
// one. The summary line says in words what will happen ("$250.00 every month starting Dec 1,
// 2026") before the person commits to it.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { BankAccount } from '@/contract/funding';
import { ApiError, describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { createRecurringDeposit, newIdempotencyKey } from './api';
import { checkDraft, DRAFT_FIELD, type DraftErrors, type ScheduleDraft } from './form';
import { NoLiveAccount } from './NoLiveAccount';
import { recurringPaths } from './paths';
import { ScheduleFields } from './ScheduleFields';
import { isNoLiveAccount, scheduleSummary, todayInNewYork } from './text';

const Summary = styled('p', {
  fontWeight: 600,
  margin: '0 0 $4',
  fontVariantNumeric: 'tabular-nums',
});

export function ScheduleForm({
  banks,
  offline,
}: {
  banks: readonly BankAccount[];
  offline: boolean;
}) {
  const [, navigate] = useLocation();
  const [key] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<ScheduleDraft>(() => ({
    // One verified bank: it is the only choice, so it starts chosen.
    bank_account_id: banks.length === 1 ? (banks[0]?.id ?? '') : '',
    amount: '',
    frequency: 'monthly',
    date: '',
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const change = <K extends keyof ScheduleDraft>(name: K, value: ScheduleDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const checked = checkDraft(draft, todayInNewYork());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { date, ...rest } = checked.value;
      await createRecurringDeposit({ ...rest, start_date: date }, key);
      navigate(recurringPaths.list);
    } catch (error) {
      const field = error instanceof ApiError && error.field ? DRAFT_FIELD[error.field] : undefined;
      if (field) setErrors({ [field]: describeError(error) });
      else setFailure(error);
      setBusy(false);
    }
  };

  if (isNoLiveAccount(failure)) return <NoLiveAccount />;
  return (
    <form onSubmit={submit} noValidate aria-label="Schedule a recurring deposit">
      <ScheduleFields
        banks={banks}
        draft={draft}
        errors={errors}
        dateLabel="First deposit date"
        onChange={change}
      />
      <Summary aria-live="polite" data-testid="schedule-summary">
        {checked.ok
          ? scheduleSummary(checked.value.amount_cents, checked.value.frequency, checked.value.date)
          : null}
      </Summary>
      {failure ? (
        <Notice tone="error">
          {describeError(failure)} If the request reached us, trying again is safe: it will not be
          scheduled twice.
        </Notice>
      ) : null}
      <Button type="submit" block disabled={busy || offline}>
        {busy ? <Spinner size="small" label="Scheduling" /> : null}
        {failure ? 'Try again' : 'Schedule deposit'}
      </Button>
    </form>
  );
}
