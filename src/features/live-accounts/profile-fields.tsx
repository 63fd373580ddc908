// Fields of the agreements and investor-profile steps (spec §4). Income and investible-asset
// ranges are sensitive (spec §1); investing experience uses the same answers as
// /app/investing_experience (contract/users.ts).
import { Link } from 'wouter';
import { INCOME_RANGES, INVESTIBLE_ASSET_RANGES } from '@/contract/live-accounts';
import { INVESTING_EXPERIENCE, INVESTING_EXPERIENCE_IDS } from '@/contract/users';
import { documentPaths } from '@/features/documents';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { Checkbox } from '@/ui/forms/Checkbox';
import { FieldError } from '@/ui/forms/field-styles';
import { Select } from '@/ui/forms/Select';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { rangeText } from './labels';
import { flag, text } from './step-values';
import type { FieldsProps } from './step-types';

const Terms = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '0 0 $4' });

export function AgreementsFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <Terms>
        Read the <Link href={documentPaths.terms}>broker-dealer terms</Link> before you agree. You
        can read them again at any time from your documents.
      </Terms>
      <Checkbox
        name="customer_agreement"
        label="I agree to the customer account agreement"
        value={flag(values, 'customer_agreement')}
        error={errors.customer_agreement}
        onChange={set}
      />
      <Checkbox
        name="broker_dealer_terms"
        label="I agree to the broker-dealer terms"
        value={flag(values, 'broker_dealer_terms')}
        error={errors.broker_dealer_terms}
        onChange={set}
      />
      <Checkbox
        name="e_delivery_consent"
        label="I consent to receive statements and notices electronically"
        value={flag(values, 'e_delivery_consent')}
        error={errors.e_delivery_consent}
        onChange={set}
      />
    </>
  );
}

const INCOME_ITEMS = INCOME_RANGES.map((value) => ({ value, text: rangeText(value) }));
const ASSET_ITEMS = INVESTIBLE_ASSET_RANGES.map((value) => ({ value, text: rangeText(value) }));
const EXPERIENCE_CHOICES = INVESTING_EXPERIENCE_IDS.map((value) => ({
  value,
  title: INVESTING_EXPERIENCE[value],
}));

export function InvestorProfileFields({ values, errors, set }: FieldsProps) {
  const experience = text(values, 'investing_experience');
  return (
    <>
      <Select
        name="annual_income"
        label="Annual income"
        placeholder="Choose a range"
        items={INCOME_ITEMS}
        value={text(values, 'annual_income')}
        error={errors.annual_income}
        onChange={set}
      />
      <Select
        name="investible_assets"
        label="Investible assets"
        placeholder="Choose a range"
        items={ASSET_ITEMS}
        value={text(values, 'investible_assets')}
        error={errors.investible_assets}
        hint="Cash and investments, not counting your home."
        onChange={set}
      />
      <ChoiceGroup
        legend="Investing experience"
        name="investing_experience"
        choices={EXPERIENCE_CHOICES}
        value={EXPERIENCE_CHOICES.find((choice) => choice.value === experience)?.value ?? null}
        onChange={(value) => set('investing_experience', value)}
      />
      {errors.investing_experience ? (
        <FieldError role="alert">{errors.investing_experience}</FieldError>
      ) : null}
      <TextField
        name="default_expected_return"
        label="Default expected return"
        inputMode="decimal"
        value={text(values, 'default_expected_return')}
        error={errors.default_expected_return}
        hint="The yearly return, in percent, that projections use, like 7.5."
        onChange={set}
      />
    </>
  );
}
