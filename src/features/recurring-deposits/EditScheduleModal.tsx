// Edit a recurring deposit: amount, how often, the next date and the bank.
// Only what changed is sent. A new next date also becomes a monthly schedule's day of the month.
import { useState, type FormEvent } from 'react';
import type { BankAccount } from '@/contract/funding';
import type {
  RecurringDeposit,
  UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import { ApiError, describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { updateRecurringDeposit } from './api';
import {
  centsToInput,
  checkDraft,
  DRAFT_FIELD,
  type DraftErrors,
  type ScheduleDraft,
} from './form';
import { ScheduleFields } from './ScheduleFields';
import { calendarFromIso, todayInNewYork } from './text';

const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
});

export function EditScheduleModal({
  schedule,
  banks,
  offline,
  onClose,
  onSaved,
}: {
  schedule: RecurringDeposit;
  banks: readonly BankAccount[];
  offline: boolean;
  onClose: () => void;
  onSaved: (schedule: RecurringDeposit) => void;
}) {
  const [draft, setDraft] = useState<ScheduleDraft>({
    bank_account_id: schedule.bank_account_id,
    amount: centsToInput(schedule.amount_cents),
    frequency: schedule.frequency,
    date: calendarFromIso(schedule.next_date ?? ''),
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The schedule's own bank stays listed even if it is no longer verified, so it can be kept.
  const choices = banks.filter((b) => b.status === 'verified' || b.id === schedule.bank_account_id);

  const change = <K extends keyof ScheduleDraft>(name: K, value: ScheduleDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, todayInNewYork());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const { value } = checked;
    const body: UpdateRecurringDepositRequest = {
      ...(value.amount_cents !== schedule.amount_cents ? { amount_cents: value.amount_cents } : {}),
      ...(value.frequency !== schedule.frequency ? { frequency: value.frequency } : {}),
      ...(value.date !== schedule.next_date ? { next_date: value.date } : {}),
      ...(value.bank_account_id !== schedule.bank_account_id
        ? { bank_account_id: value.bank_account_id }
        : {}),
    };
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onSaved((await updateRecurringDeposit(schedule.id, body)).recurring_deposit);
    } catch (error) {
      const field = error instanceof ApiError && error.field ? DRAFT_FIELD[error.field] : undefined;
      if (field) setErrors({ [field]: describeError(error) });
      else setFailure(describeError(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="edit recurring deposit"
      title="Edit recurring deposit"
      height="auto"
    >
      <form onSubmit={save} noValidate aria-label="Edit recurring deposit">
        <ScheduleFields
          banks={choices}
          draft={draft}
          errors={errors}
          dateLabel="Next deposit date"
          onChange={change}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" disabled={busy || offline}>
            {busy ? <Spinner size="small" label="Saving" /> : null}
            Save changes
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
