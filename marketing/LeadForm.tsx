// E-mail lead capture (spec §3 lead record, §7 POST /lead). Errors go to the error state, success
// to the success state; a repeated email is thanked the same way as the first.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { LeadRequest, LeadResponse } from '@/contract/lead';
import { api, ApiError, describeError } from '@/platform/api';
import { currentBrand } from '@/platform/brand/current';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { useHydrated } from '@/ui/use-hydrated';

export function LeadForm({
  landerSlug,
  cta,
  formLabel,
  thanks,
}: {
  landerSlug: string;
  cta: string;
  /** The form's accessible name. */
  formLabel: string;
  /** The confirmation, given the address. */
  thanks: (email: string) => string;
}) {
  useSignals();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const partnerId = currentBrand.whiteLabelPartnerId;
    const body = {
      email,
      lander_slug: landerSlug,
      ...(partnerId ? { white_label_partner_id: partnerId } : {}),
    };
    const invalid = fieldErrors(body, LeadRequest).email;
    if (invalid) return setError(invalid);
    setState('sending');
    setError(null);
    try {
      await api({ method: 'POST', path: '/lead', body, response: LeadResponse });
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(
        failure instanceof ApiError && failure.field === 'email'
          ? failure.message
          : describeError(failure),
      );
    }
  };

  if (state === 'done') {
    return <Notice tone="info">{thanks(email.trim())}</Notice>;
  }
  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      {!isOnline.value ? (
        <Notice tone="warning">You are offline. Connect to send your email.</Notice>
      ) : null}
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        disabled={!hydrated}
        onChange={(_, value) => setEmail(value)}
      />
      <Button type="submit" disabled={!hydrated || state === 'sending' || !isOnline.value}>
        {state === 'sending' ? 'Sending…' : cta}
      </Button>
    </form>
  );
}
