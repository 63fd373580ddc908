// Fields of the disclosures and employment-disclosures steps (spec §4). Political exposure and
// firm affiliation are sensitive areas (spec §1): each yes/no is a Toggle (spec §5: exactly two
// items), and a "yes" opens the one detail the contract then requires.
import { EMPLOYMENT_STATUSES } from '@/contract/live-accounts';
import { Select } from '@/ui/forms/Select';
import { Toggle } from '@/ui/forms/Toggle';
import { TextField } from '@/ui/TextField';
import { EMPLOYMENT_TEXT } from './labels';
import { flag, text } from './step-values';
import type { FieldsProps } from './step-types';

const YES_NO = [
  { text: 'No', value: 'no' },
  { text: 'Yes', value: 'yes' },
] as const;

function YesNo({
  name,
  label,
  values,
  set,
}: {
  name: string;
  label: string;
  values: FieldsProps['values'];
  set: FieldsProps['set'];
}) {
  return (
    <Toggle
      name={name}
      label={label}
      value={flag(values, name) ? 'yes' : 'no'}
      items={YES_NO}
      onChange={(field, value) => set(field, value === 'yes')}
    />
  );
}

export function DisclosuresFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <YesNo
        name="politically_exposed"
        label="Are you, a relative or a close associate a senior political figure?"
        values={values}
        set={set}
      />
      {flag(values, 'politically_exposed') ? (
        <TextField
          name="political_organization"
          label="Political office or organization"
          value={text(values, 'political_organization')}
          error={errors.political_organization}
          onChange={set}
        />
      ) : null}
      <YesNo
        name="control_person"
        label="Are you a director, officer or 10% shareholder of a public company?"
        values={values}
        set={set}
      />
      {flag(values, 'control_person') ? (
        <TextField
          name="control_company_symbols"
          label="Ticker symbols of those companies"
          autoCapitalize="characters"
          value={text(values, 'control_company_symbols')}
          error={errors.control_company_symbols}
          hint="Separate several with commas, like AAPL, MSFT."
          onChange={(name, value) => set(name, value.toUpperCase())}
        />
      ) : null}
      <YesNo
        name="firm_affiliated"
        label="Do you or a family member work for a stock exchange or a brokerage firm?"
        values={values}
        set={set}
      />
      {flag(values, 'firm_affiliated') ? (
        <TextField
          name="firm_name"
          label="Name of the firm"
          value={text(values, 'firm_name')}
          error={errors.firm_name}
          onChange={set}
        />
      ) : null}
    </>
  );
}

const EMPLOYMENT_ITEMS = EMPLOYMENT_STATUSES.map((value) => ({
  value,
  text: EMPLOYMENT_TEXT[value],
}));

export function EmploymentFields({ values, errors, set }: FieldsProps) {
  const status = text(values, 'employment_status');
  const works = status === 'employed' || status === 'self_employed';
  return (
    <>
      <Select
        name="employment_status"
        label="Employment status"
        placeholder="Choose one"
        items={EMPLOYMENT_ITEMS}
        value={status}
        error={errors.employment_status}
        onChange={set}
      />
      {works ? (
        <>
          <TextField
            name="employer"
            label={status === 'self_employed' ? 'Business name' : 'Employer'}
            autoComplete="organization"
            value={text(values, 'employer')}
            error={errors.employer}
            onChange={set}
          />
          <TextField
            name="occupation"
            label="Occupation"
            autoComplete="organization-title"
            value={text(values, 'occupation')}
            error={errors.occupation}
            onChange={set}
          />
        </>
      ) : null}
    </>
  );
}
