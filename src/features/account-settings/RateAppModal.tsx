// The rate-app modal (spec §2 "many modals (rate app, …)"): one to five stars
// as a native radio group (Tab enters once, arrow keys move, screen readers say "3 stars"), an
// optional comment, stored with POST /account/app_rating.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { AppRatingRequest, RATING_COMMENT_MAX } from '@/contract/account-settings';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { rateApp } from './api';
import { Actions } from './layout';

const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: '0 0 $4' });
const Legend = styled('legend', { fontWeight: 600, marginBottom: '$2', padding: 0 });
const Stars = styled('div', { display: 'flex', gap: '$1' });
const Star = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  fontSize: '30px',
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: '$md',
  color: '$textMuted',
  '& input': { position: 'absolute', opacity: 0, width: '100%', height: '100%', margin: 0 },
  '&:has(input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
  variants: { lit: { true: { color: '$warning' } } },
});
const ErrorText = styled('p', { color: '$error', fontSize: '$sm', margin: '$1 0 0' });

const LABELS = ['1 star: poor', '2 stars', '3 stars', '4 stars', '5 stars: excellent'];

function RateForm({ onClose }: { onClose: () => void }) {
  useSignals();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const offline = !isOnline.value;

  if (done) {
    return (
      <>
        <Notice tone="info">Thank you: your rating was saved.</Notice>
        <Button onClick={onClose}>Close</Button>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { stars, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    const found = fieldErrors(body, AppRatingRequest);
    if (stars === 0) found.stars = 'Choose from 1 to 5 stars.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await rateApp(body);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Muted>How do you like Stockroom? Your answer helps us decide what to improve.</Muted>
      <Fieldset aria-describedby={errors.stars ? `${id}-stars-error` : undefined}>
        <Legend>Your rating</Legend>
        <Stars>
          {LABELS.map((label, index) => (
            <Star key={label} lit={index < stars}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={index + 1}
                checked={stars === index + 1}
                aria-label={label}
                onChange={() => {
                  setStars(index + 1);
                  setErrors((current) => ({ ...current, stars: '' }));
                }}
              />
              <span aria-hidden="true">{index < stars ? '★' : '☆'}</span>
            </Star>
          ))}
        </Stars>
        {errors.stars ? (
          <ErrorText id={`${id}-stars-error`} role="alert">
            {errors.stars}
          </ErrorText>
        ) : null}
      </Fieldset>
      <CountedTextArea
        id={`${id}-comment`}
        label="Comment (optional)"
        value={comment}
        onChange={setComment}
        max={RATING_COMMENT_MAX}
        error={errors.comment || null}
      />
      {offline ? (
        <Notice tone="warning">You are offline. Sending needs a connection.</Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={busy || offline}>
          {busy ? 'Sending…' : 'Send rating'}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Not now
        </Button>
      </Actions>
    </form>
  );
}

export function RateAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} modalType="rate app" title="Rate Stockroom" height="auto">
      <RateForm onClose={onClose} />
    </Modal>
  );
}
