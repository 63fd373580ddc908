// The fields of a recurring deposit, shared by the schedule screen and the edit modal: the bank
// (verified ones only), the amount (DollarInput, spec §5), how often, and a date from the
// Calendar (spec §9: years from this one to 10 ahead, hides ~100 ms after a day is picked).
import type { BankAccount } from '@/contract/funding';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Calendar } from '@/ui/forms/Calendar';
import { DollarInput } from '@/ui/forms/DollarInput';
import { styled } from '@/ui/theme/stitches';
import type { DraftErrors, ScheduleDraft } from './form';
import { bankName, FREQUENCY_CHOICES } from './text';

const FieldError = styled('p', { color: '$error', margin: '-$2 0 $4', fontSize: '$sm' });
const Gap = styled('div', { marginBottom: '$4' });

export function ScheduleFields(props: {
  banks: readonly BankAccount[];
  draft: ScheduleDraft;
  errors: DraftErrors;
  dateLabel: string;
  onChange: <K extends keyof ScheduleDraft>(name: K, value: ScheduleDraft[K]) => void;
}) {
  const { banks, draft, errors, dateLabel, onChange } = props;
  return (
    <>
      <ChoiceGroup
        legend="From bank account"
        name="bank_account_id"
        choices={banks.map((bank) => ({
          value: bank.id,
          title: bankName(bank),
          detail: `${bank.account_type === 'savings' ? 'Savings' : 'Checking'} · ${bank.institution_name}`,
        }))}
        value={draft.bank_account_id || null}
        onChange={(value) => onChange('bank_account_id', value)}
      />
      {errors.bank_account_id ? (
        <FieldError role="alert">{errors.bank_account_id}</FieldError>
      ) : null}
      <Gap>
        <DollarInput
          name="amount"
          label="Amount"
          value={draft.amount}
          error={errors.amount}
          hint="Each deposit, up to $1,000,000.00."
          onChange={(_, value) => onChange('amount', value)}
        />
      </Gap>
      <ChoiceGroup
        legend="How often"
        name="frequency"
        choices={FREQUENCY_CHOICES.map((choice) => ({ value: choice.value, title: choice.text }))}
        value={draft.frequency}
        onChange={(value) => onChange('frequency', value)}
      />
      <Gap>
        <Calendar
          name="date"
          label={dateLabel}
          value={draft.date}
          error={errors.date}
          hint="Deposits are made on that day (New York time). A monthly deposit on the 29th to 31st falls on the last day of shorter months."
          onChange={(_, value) => onChange('date', value)}
        />
      </Gap>
    </>
  );
}
