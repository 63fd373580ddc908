// Fields of the /app/live_accounts/identity screen: date of birth (the split date input of spec
// §4, §5) and identity and citizenship (a sensitive area, spec §1). The identity number field
// never autofills or autocompletes, and the number is never kept in the drafts table: the step
// definition lists it as secret (steps.ts), so a reload asks for it again rather than leave it in
// IndexedDB unencrypted. The server answers it masked to its last four.
import { CITIZENSHIPS, type SavedIdentity } from '@/contract/live-accounts';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FieldError } from '@/ui/forms/field-styles';
import { SplitDateInput } from '@/ui/forms/SplitDateInput';
import { TextField } from '@/ui/TextField';
import { CITIZENSHIP_TEXT } from './labels';
import { formatTaxId, text } from './step-values';
import type { FieldsProps } from './step-types';

export function DateOfBirthFields({ values, errors, set }: FieldsProps) {
  return (
    <SplitDateInput
      name="date_of_birth"
      label="Date of birth"
      value={text(values, 'date_of_birth')}
      error={errors.date_of_birth}
      hint="You must be 18 or older to open a brokerage account."
      onChange={set}
    />
  );
}

const CITIZENSHIP_CHOICES = [
  { value: 'us_citizen', title: CITIZENSHIP_TEXT.us_citizen },
  {
    value: 'permanent_resident',
    title: CITIZENSHIP_TEXT.permanent_resident,
    detail: 'Green card holder',
  },
  {
    value: 'visa_holder',
    title: CITIZENSHIP_TEXT.visa_holder,
    detail: 'Living in the US on a visa',
  },
] as const;

const isCitizenship = (value: string): value is (typeof CITIZENSHIPS)[number] =>
  (CITIZENSHIPS as readonly string[]).includes(value);

export function IdentityFields({ values, errors, set, saved }: FieldsProps) {
  const masked = (saved as SavedIdentity | undefined)?.tax_id_masked;
  const citizenship = text(values, 'citizenship');
  return (
    <>
      <TextField
        name="tax_id"
        label="Social Security number"
        autoComplete="off"
        inputMode="numeric"
        spellCheck={false}
        placeholder="123-45-6789"
        value={text(values, 'tax_id')}
        error={errors.tax_id}
        hint={
          masked
            ? `Saved as ${masked}. To change this step, type the full number again.`
            : 'Required by US law to open a brokerage account. Not kept on this device.'
        }
        onChange={(name, value) => set(name, formatTaxId(value))}
      />
      <ChoiceGroup
        legend="Citizenship"
        name="citizenship"
        choices={CITIZENSHIP_CHOICES}
        value={isCitizenship(citizenship) ? citizenship : null}
        onChange={(value) => set('citizenship', value)}
      />
      {errors.citizenship ? <FieldError role="alert">{errors.citizenship}</FieldError> : null}
      {citizenship === 'visa_holder' ? (
        <TextField
          name="visa_type"
          label="Visa type"
          autoComplete="off"
          value={text(values, 'visa_type')}
          error={errors.visa_type}
          hint="For example H-1B, L-1 or E-2."
          onChange={set}
        />
      ) : null}
    </>
  );
}
