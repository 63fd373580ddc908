// /app/account/live_account (spec §2 mobile "update live account"): after
// approval, the address, phone and employment answers of the application may change (the same
// step structs check them here and on the server). Without an approved live account the screen
// says how to apply or where the application stands.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  AddressStep,
  EmploymentDisclosuresStep,
  PhoneStep,
  type LiveAccountDetails,
} from '@/contract/account-settings';
import { EMPLOYMENT_STATUSES } from '@/contract/live-accounts';
import { liveAccountPaths } from '@/features/live-accounts';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Select } from '@/ui/forms/Select';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { liveDetailsQuery, saveLiveDetail } from './api';
import { AccountPage } from './layout';

const EMPLOYMENT_LABELS: Record<(typeof EMPLOYMENT_STATUSES)[number], string> = {
  employed: 'Employed',
  self_employed: 'Self-employed',
  unemployed: 'Not employed',
  retired: 'Retired',
  student: 'Student',
};

const Section = styled('form', {
  marginTop: '$5',
  paddingTop: '$4',
  borderTop: '1px solid $border',
});
const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '0 $3',
  '@mobile': { gridTemplateColumns: '1fr' },
});

/** Optional fields left empty are not sent (the structs treat absent as "none"). */
const withoutEmpty = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

function useSection<V extends Record<string, string>>(initial: V) {
  const form = useForm(initial);
  const [saved, setSaved] = useState(false);
  const offline = !isOnline.value;
  const footer = (label: string) => (
    <>
      {saved ? <Notice tone="info">Saved.</Notice> : null}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Button type="submit" variant="secondary" disabled={(form.busy && !saved) || offline}>
        {form.busy && !saved ? 'Saving…' : label}
      </Button>
    </>
  );
  return { form, setSaved, footer };
}

function AddressForm({ details }: { details: LiveAccountDetails }) {
  useSignals();
  const a = details.address;
  const { form, setSaved, footer } = useSection({
    street: a?.street ?? '',
    unit: a?.unit ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    postal_code: a?.postal_code ?? '',
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = withoutEmpty(form.values);
    const ok = await form.submit(body, AddressStep, () =>
      saveLiveDetail('address', body as AddressStep),
    );
    setSaved(ok);
  };
  const field = (name: keyof typeof form.values, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={form.update}
    />
  );
  return (
    <Section onSubmit={submit} noValidate aria-labelledby="address-heading">
      <Heading as="h2" level={2} id="address-heading">
        Home address
      </Heading>
      {field('street', 'Street', 'address-line1')}
      {field('unit', 'Apartment or unit (optional)', 'address-line2')}
      <Row>
        {field('city', 'City', 'address-level2')}
        {field('state', 'State (two letters)', 'address-level1')}
      </Row>
      {field('postal_code', 'ZIP code', 'postal-code')}
      {footer('Save address')}
    </Section>
  );
}

function PhoneForm({ details }: { details: LiveAccountDetails }) {
  useSignals();
  const { form, setSaved, footer } = useSection({ phone: details.phone?.phone ?? '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { phone: form.values.phone };
    const ok = await form.submit(body, PhoneStep, () => saveLiveDetail('phone', body));
    setSaved(ok);
  };
  return (
    <Section onSubmit={submit} noValidate aria-labelledby="phone-heading">
      <Heading as="h2" level={2} id="phone-heading">
        Phone
      </Heading>
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        maskType="phone"
        value={form.values.phone}
        error={form.errors.phone}
        onChange={form.update}
      />
      {footer('Save phone')}
    </Section>
  );
}

function EmploymentForm({ details }: { details: LiveAccountDetails }) {
  useSignals();
  const e = details.employment;
  const { form, setSaved, footer } = useSection({
    employment_status: e?.employment_status ?? 'employed',
    employer: e?.employer ?? '',
    occupation: e?.occupation ?? '',
  });
  const works =
    form.values.employment_status === 'employed' ||
    form.values.employment_status === 'self_employed';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = withoutEmpty(
      works ? form.values : { employment_status: form.values.employment_status },
    );
    const ok = await form.submit(body, EmploymentDisclosuresStep, () =>
      saveLiveDetail('employment', body as EmploymentDisclosuresStep),
    );
    setSaved(ok);
  };
  return (
    <Section onSubmit={submit} noValidate aria-labelledby="employment-heading">
      <Heading as="h2" level={2} id="employment-heading">
        Employment
      </Heading>
      <Select
        name="employment_status"
        label="Employment status"
        value={form.values.employment_status}
        items={EMPLOYMENT_STATUSES.map((value) => ({ value, text: EMPLOYMENT_LABELS[value] }))}
        error={form.errors.employment_status}
        onChange={form.update}
      />
      {works ? (
        <>
          <TextField
            name="employer"
            label="Employer"
            autoComplete="organization"
            value={form.values.employer}
            error={form.errors.employer}
            onChange={form.update}
          />
          <TextField
            name="occupation"
            label="Occupation"
            autoComplete="organization-title"
            value={form.values.occupation}
            error={form.errors.occupation}
            onChange={form.update}
          />
        </>
      ) : null}
      {footer('Save employment')}
    </Section>
  );
}

function Details({ details }: { details: LiveAccountDetails }) {
  useSignals();
  if (details.state === 'none') {
    return (
      <>
        <Muted>
          You trade with a paper account. A live account lets you invest real money; once it is
          approved, you can update its address, phone and employment here.
        </Muted>
        <Link href={liveAccountPaths.onboard}>Apply for a live account</Link>
      </>
    );
  }
  if (details.state === 'applying') {
    return (
      <>
        <Muted>
          Your live-account application is not approved yet. Until it is, its answers are changed in
          the application itself.
        </Muted>
        <Link href={liveAccountPaths.submissionStatus}>See your application</Link>
      </>
    );
  }
  return (
    <>
      <Muted>
        Keep these details current: we must know where you live and how to reach you. Each part is
        saved on its own.
      </Muted>
      {isOnline.value ? null : (
        <Notice tone="warning">You are offline. Saving needs a connection.</Notice>
      )}
      <AddressForm details={details} />
      <PhoneForm details={details} />
      <EmploymentForm details={details} />
    </>
  );
}

export default function LiveAccountScreen() {
  const { state, reload } = useApiQuery(liveDetailsQuery);
  return (
    <AccountPage title="Live account details" testId="live-account-details-screen">
      <QueryView state={state} reload={reload} loadingLabel="Loading your live account">
        {(details) => <Details details={details} />}
      </QueryView>
    </AccountPage>
  );
}
