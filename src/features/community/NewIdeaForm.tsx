// The "New idea" form of /app/ideas: a security, buy or sell, an optional
// expected return and horizon, an optional note with its character count. Checked with the same
// contract struct as the server before sending; a server error naming a field shows under it.
import { useId } from 'react';
import {
  CreateIdeaRequest,
  EXPECTED_RETURN_MAX_PCT,
  EXPECTED_RETURN_MIN_PCT,
  HORIZON_DAYS_MAX,
  IDEA_NOTE_MAX_CHARS,
  type IdeaType,
  type Post,
} from '@/contract/community';
import { applyServerKarma } from '@/features/karma';
import { isOnline } from '@/platform/network/online';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { Toggle } from '@/ui/forms/Toggle';
import { FieldError } from '@/ui/forms/field-styles';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { CharCount, TextArea, TextAreaLabel } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { createIdea } from './api';
import { SymbolPicker } from './SymbolPicker';

/** The contract names fields by their API keys ("Expected return pct"): say it in words. */
const plainWords = (message: string | undefined) =>
  message?.replace(/^Expected return pct/, 'Expected return').replace(/^Horizon days/, 'Horizon');

const EMPTY = { symbol: '', idea_type: 'buy', expected_return_pct: '', horizon_days: '', note: '' };

/** '' → left out; otherwise the number typed (NaN when it is not one, which the struct names). */
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * `onPosted` gets the new idea and a confirmation to show; the parent then mounts a fresh form
 * (useForm stays busy after a success, for screens that navigate away).
 */
export function NewIdeaForm({
  onPosted,
}: {
  onPosted: (post: Post, confirmation: string) => void;
}) {
  useSignals();
  const noteId = useId();
  const form = useForm(EMPTY);
  const { values, errors } = form;
  const noteLength = [...values.note.trim()].length;
  const offline = !isOnline.value;

  const submit = async () => {
    const body = {
      symbol: values.symbol,
      idea_type: values.idea_type,
      expected_return_pct: optionalNumber(values.expected_return_pct),
      horizon_days: optionalNumber(values.horizon_days),
      note: values.note.trim() === '' ? undefined : values.note,
    };
    await form.submit(body, CreateIdeaRequest, async () => {
      const created = await createIdea(body as CreateIdeaRequest);
      applyServerKarma(created.karma);
      onPosted(
        created.post,
        created.karma.reachedDailyMax
          ? `Idea on ${created.post.symbol} posted. You have reached today’s XP maximum.`
          : `Idea on ${created.post.symbol} posted. Your XP: ${created.karma.karmaTotal}.`,
      );
    });
  };

  return (
    <Form
      aria-labelledby={`${noteId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading as="h2" level={2} id={`${noteId}-title`}>
        New idea
      </Heading>
      <SymbolPicker
        value={values.symbol}
        error={errors.symbol}
        onChange={(symbol) => form.update('symbol', symbol)}
      />
      <Toggle<IdeaType>
        name="idea_type"
        label="Your idea"
        value={values.idea_type as IdeaType}
        items={[
          { text: 'Buy', value: 'buy' },
          { text: 'Sell', value: 'sell' },
        ]}
        onChange={form.update}
      />
      {errors.idea_type ? <FieldError role="alert">{errors.idea_type}</FieldError> : null}
      <Pair>
        <TextField
          name="expected_return_pct"
          label="Expected return % (optional)"
          value={values.expected_return_pct}
          error={plainWords(errors.expected_return_pct)}
          hint={`A whole number from ${EXPECTED_RETURN_MIN_PCT} to ${EXPECTED_RETURN_MAX_PCT.toLocaleString('en-US')}`}
          inputMode="numeric"
          onChange={form.update}
        />
        <TextField
          name="horizon_days"
          label="Horizon in days (optional)"
          value={values.horizon_days}
          error={plainWords(errors.horizon_days)}
          hint={`1 to ${HORIZON_DAYS_MAX.toLocaleString('en-US')} days`}
          inputMode="numeric"
          onChange={form.update}
        />
      </Pair>
      <TextAreaLabel htmlFor={noteId}>Note (optional)</TextAreaLabel>
      <TextArea
        css={{ minHeight: '88px' }}
        id={noteId}
        name="note"
        value={values.note}
        rows={3}
        aria-invalid={errors.note ? true : undefined}
        aria-describedby={`${noteId}-count${errors.note ? ` ${noteId}-error` : ''}`}
        onChange={(event) => form.update('note', event.target.value)}
      />
      <CharCount
        id={`${noteId}-count`}
        over={noteLength > IDEA_NOTE_MAX_CHARS}
        css={{ marginBottom: '$3' }}
      >
        {noteLength} / {IDEA_NOTE_MAX_CHARS} characters
      </CharCount>
      {errors.note ? <FieldError id={`${noteId}-error`}>{errors.note}</FieldError> : null}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Button type="submit" disabled={form.busy || offline}>
        {form.busy ? 'Posting…' : 'Post idea'}
      </Button>
      {offline ? (
        <Offline>
          Connect to post an idea: ideas are graded from the moment they are posted.
        </Offline>
      ) : null}
    </Form>
  );
}

const Form = styled('form', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  marginBottom: '$5',
});
const Pair = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
  '@mobile': { gridTemplateColumns: '1fr', gap: 0 },
});
const Offline = styled('p', { color: '$warning', fontSize: '$sm', margin: '$2 0 0' });
