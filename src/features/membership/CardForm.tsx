// The purchase form: card number, expiry and CVC checked with the contract
// (CardInput) before sending, the server's 400 shown on its field, and a decline (402) shown
// inline with the provider's reason. One Idempotency-Key per attempt: a lost answer retried with
// the same key is the same purchase; any answer from the server starts a new attempt.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent, type ReactNode } from 'react';
import { type CardInput, CardInput as CardStruct } from '@/contract/payments';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import {
  type CardValues,
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  newPurchaseKey,
} from './card-input';

const LABELS: Record<keyof CardValues, string> = {
  number: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
};

/** "Number must be…" / "card.cvc must be…" → "CVC must be…". */
const worded = (field: keyof CardValues, message: string) =>
  message.replace(/^(card\.)?\w+ (?=(is|must) )/i, `${LABELS[field]} `);

const FORMATS: Record<keyof CardValues, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

export interface CardFormProps<T> {
  /** False when nothing will be charged (a waived fee, an un-cancel): no card fields. */
  needsCard: boolean;
  submitLabel: ReactNode;
  send: (card: CardInput | undefined, key: string) => Promise<T>;
  onDone: (result: T) => void;
  /** The SANDBOX provider's numbers, listed under the form. */
  testCards?: readonly { number: string; outcome: string }[];
  idPrefix: string;
}

export function CardForm<T>(props: CardFormProps<T>) {
  useSignals();
  const offline = !isOnline.value;
  const { needsCard, submitLabel, send, onDone, testCards = [], idPrefix } = props;
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newPurchaseKey);

  const update = (name: string, value: string) => {
    const field = name.slice(idPrefix.length + 1) as keyof CardValues;
    setValues((previous) => ({ ...previous, [field]: FORMATS[field](value) }));
    setErrors((previous) => ({ ...previous, [field]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Purchases need the network and are never queued (DESIGN "Client state and offline").
    if (busy || offline) return;
    setDeclined(null);
    setFailure(null);
    const card = needsCard ? values : undefined;
    if (card) {
      const found = fieldErrors(card, CardStruct);
      for (const name of Object.keys(found) as (keyof CardValues)[]) {
        found[name] = worded(name, found[name]!);
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setBusy(true);
    try {
      const result = await send(card, key);
      onDone(result);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.isOffline) {
        setFailure(describeError(error)); // no answer: the same key retries the same purchase
        return;
      }
      setKey(newPurchaseKey());
      if (error.code === 'payment_declined') setDeclined(error.message);
      else if (error.field?.startsWith('card.')) {
        const name = error.field.slice(5) as keyof CardValues;
        setErrors({ [name]: worded(name, error.message) });
      } else setFailure(error.message);
    }
  }

  const field = (name: keyof CardValues) => `${idPrefix}-${name}`;
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      {needsCard ? (
        <>
          <TextField
            name={field('number')}
            label="Card number"
            value={values.number}
            error={errors.number}
            inputMode="numeric"
            autoComplete="cc-number"
            onChange={update}
          />
          <Row>
            <TextField
              name={field('expiry')}
              label="Expiry (MM/YY)"
              value={values.expiry}
              error={errors.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              onChange={update}
            />
            <TextField
              name={field('cvc')}
              label="CVC"
              value={values.cvc}
              error={errors.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              onChange={update}
            />
          </Row>
        </>
      ) : null}
      {declined ? (
        <Notice tone="error">
          <strong>Payment declined:</strong> <span data-testid="decline-reason">{declined}</span>{' '}
          Nothing was charged. Try another card.
        </Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {offline ? (
        <Notice tone="warning">You are offline: connect to pay. Nothing has been charged.</Notice>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the focus to the page (and out of a
          dialog, where Escape then no longer reaches it). A second submit while busy is ignored. */}
      <Button type="submit" block aria-disabled={busy || offline}>
        {busy ? 'Processing…' : submitLabel}
      </Button>
      {needsCard && testCards.length > 0 ? (
        <TestCards aria-label="Test cards">
          <strong>Test mode: no real card is charged.</strong> Use one of these numbers with any
          future expiry and any 3-digit CVC:
          <ul>
            {testCards.map((card) => (
              <li key={card.number}>
                <code>{card.number}</code> — {card.outcome}
              </li>
            ))}
          </ul>
        </TestCards>
      ) : null}
    </Form>
  );
}

// Each field keeps its own bottom margin (room for its error), so the form adds no gap of its own.
const Form = styled('form', { display: 'grid', '& > button': { marginBottom: '$3' } });
const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  columnGap: '$3',
});
const TestCards = styled('div', {
  color: '$textMuted',
  fontSize: '$sm',
  '& ul': { margin: '$2 0 0', paddingLeft: '$5' },
  '& code': { color: '$text' },
});
