// Fields of the /app/live_accounts/contact screen: name, address and phone (spec §4's first three
// steps), with the browser's autofill names so they fill in one go.
import { TextField } from '@/ui/TextField';
import { text } from './step-values';
import type { FieldsProps } from './step-types';

export function NameFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <TextField
        name="first_name"
        label="First name"
        autoComplete="given-name"
        value={text(values, 'first_name')}
        error={errors.first_name}
        onChange={set}
      />
      <TextField
        name="middle_name"
        label="Middle name (optional)"
        autoComplete="additional-name"
        value={text(values, 'middle_name')}
        error={errors.middle_name}
        onChange={set}
      />
      <TextField
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        value={text(values, 'last_name')}
        error={errors.last_name}
        hint="As on your government-issued ID."
        onChange={set}
      />
    </>
  );
}

/** Also used by /app/resubmit-address. */
export function AddressFields({
  values,
  errors,
  set,
}: Pick<FieldsProps, 'values' | 'errors' | 'set'>) {
  return (
    <>
      <TextField
        name="street"
        label="Street address"
        autoComplete="address-line1"
        value={text(values, 'street')}
        error={errors.street}
        hint="A residential address, not a P.O. box."
        onChange={set}
      />
      <TextField
        name="unit"
        label="Apartment or unit (optional)"
        autoComplete="address-line2"
        value={text(values, 'unit')}
        error={errors.unit}
        onChange={set}
      />
      <TextField
        name="city"
        label="City"
        autoComplete="address-level2"
        value={text(values, 'city')}
        error={errors.city}
        onChange={set}
      />
      <TextField
        name="state"
        label="State"
        autoComplete="address-level1"
        autoCapitalize="characters"
        maxLength={2}
        value={text(values, 'state')}
        error={errors.state}
        hint="Two letters, like NY."
        onChange={(name, value) => set(name, value.toUpperCase())}
      />
      <TextField
        name="postal_code"
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        value={text(values, 'postal_code')}
        error={errors.postal_code}
        onChange={set}
      />
    </>
  );
}

export function PhoneFields({ values, errors, set }: FieldsProps) {
  return (
    <TextField
      name="phone"
      label="Mobile phone"
      autoComplete="tel-national"
      maskType="phone"
      placeholder="555-123-4567"
      value={text(values, 'phone')}
      error={errors.phone}
      hint="A US number, ten digits."
      onChange={set}
    />
  );
}
