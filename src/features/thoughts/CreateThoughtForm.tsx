// Create thought (mobile "create thought"): pro or con (a two-item Toggle,
// spec §5), the text with a live character count against the contract's limits, and the server's
// field errors under their field. Posted online; written offline (or lost on the network) it is
// kept as a draft and posted when the connection returns (drafts.ts). A post's answer carries
// the writer's karma, which goes to the karma state (spec §4 update / set-reached-max).
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import {
  type CreateThoughtRequest,
  type Post,
  type ProOrCon,
  THOUGHT_MAX_CHARS,
  THOUGHT_MIN_CHARS,
} from '@/contract/community';
import { currentUser } from '@/features/auth';
import { applyServerKarma } from '@/features/karma';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Toggle } from '@/ui/forms/Toggle';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { postThought } from './api';
import { thoughtDraftSaved } from './draft-sync';
import { newThoughtDraftKey, saveThoughtDraft } from './drafts';
import { CharCount, TextArea, TextAreaLabel } from '@/ui/TextArea';

const PRO_CON_ITEMS = [
  { text: 'Pro', value: 'pro' },
  { text: 'Con', value: 'con' },
] as const;

type Field = 'symbol' | 'body' | 'pro_or_con' | 'form';
type Errors = Partial<Record<Field, string>>;

export type CreateThoughtOutcome =
  { kind: 'posted'; post: Post } | { kind: 'drafted'; request: CreateThoughtRequest };

export interface CreateThoughtFormProps {
  /** The security the thought is about; without it the form asks for a ticker symbol. */
  symbol?: string;
  initialProOrCon?: ProOrCon;
  onDone: (outcome: CreateThoughtOutcome) => void;
  onCancel?: () => void;
}

/** Characters as the server counts them: code points of the trimmed text. */
const countChars = (text: string) => [...text.trim()].length;

export function CreateThoughtForm({
  symbol: fixedSymbol,
  initialProOrCon = 'pro',
  onDone,
  onCancel,
}: CreateThoughtFormProps) {
  useSignals();
  const id = useId();
  const [symbol, setSymbol] = useState(fixedSymbol ?? '');
  const [proOrCon, setProOrCon] = useState<ProOrCon>(initialProOrCon);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const length = countChars(body);
  const online = isOnline.value;

  const check = (): Errors => {
    const found: Errors = {};
    if (!fixedSymbol && !/^[A-Za-z][A-Za-z0-9.-]{0,9}$/.test(symbol.trim())) {
      found.symbol = 'Enter a ticker symbol, e.g. AAPL.';
    }
    if (length < THOUGHT_MIN_CHARS) found.body = `Write at least ${THOUGHT_MIN_CHARS} characters.`;
    if (length > THOUGHT_MAX_CHARS) {
      found.body = `Keep it to ${THOUGHT_MAX_CHARS.toLocaleString('en-US')} characters.`;
    }
    return found;
  };

  const keepAsDraft = async (request: CreateThoughtRequest, userId: string, key: string) => {
    await saveThoughtDraft(userId, request, key);
    thoughtDraftSaved();
    onDone({ kind: 'drafted', request });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const userId = currentUser.value?.id;
    if (!userId) {
      setErrors({ form: 'Sign in again to post.' });
      return;
    }
    const request: CreateThoughtRequest = {
      symbol: (fixedSymbol ?? symbol).trim().toUpperCase(),
      pro_or_con: proOrCon,
      body,
    };
    // One key for this post, online or as a draft: if the answer to an online try is lost, the
    // draft's retry carries the same key and the server hands back the first post.
    const key = newThoughtDraftKey();
    setBusy(true);
    try {
      if (!online) {
        await keepAsDraft(request, userId, key);
        return;
      }
      const created = await postThought(request, key);
      applyServerKarma(created.karma);
      onDone({ kind: 'posted', post: created.post });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        // Lost on the way (or the connection dropped): kept, and posted when it returns.
        await keepAsDraft(request, userId, key).catch(() =>
          setErrors({ form: 'Could not save your draft on this device.' }),
        );
      } else if (error instanceof ApiError && isField(error.field)) {
        setErrors({ [error.field]: sentence(error.field, error.message) });
      } else {
        setErrors({ form: describeError(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  const bodyDescribedBy = [`${id}-count`, errors.body ? `${id}-body-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Share a thought">
      {fixedSymbol ? null : (
        <TextField
          name="symbol"
          label="Ticker symbol"
          value={symbol}
          error={errors.symbol ?? null}
          autoCapitalize="characters"
          onChange={(_, value) => setSymbol(value)}
        />
      )}
      <Toggle
        name="pro_or_con"
        label="Is this a pro or a con?"
        value={proOrCon}
        items={PRO_CON_ITEMS}
        onChange={(_, value) => setProOrCon(value)}
      />
      {errors.pro_or_con ? <ErrorText role="alert">{errors.pro_or_con}</ErrorText> : null}
      <TextAreaLabel htmlFor={`${id}-body`}>Your thought</TextAreaLabel>
      <TextArea
        id={`${id}-body`}
        name="body"
        value={body}
        rows={5}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={bodyDescribedBy}
        onChange={(event) => setBody(event.target.value)}
      />
      <CharCount id={`${id}-count`} over={length > THOUGHT_MAX_CHARS} aria-live="polite">
        {length.toLocaleString('en-US')} / {THOUGHT_MAX_CHARS.toLocaleString('en-US')} characters
        {length < THOUGHT_MIN_CHARS ? ` (at least ${THOUGHT_MIN_CHARS})` : ''}
      </CharCount>
      {errors.body ? (
        <ErrorText id={`${id}-body-error`} role="alert">
          {errors.body}
        </ErrorText>
      ) : null}
      <Muted>Plain text only. Be civil: abusive thoughts can be reported and hidden.</Muted>
      {online ? null : (
        <Muted role="status">
          You are offline: your thought will be kept on this device and posted when you are back
          online.
        </Muted>
      )}
      {errors.form ? <ErrorText role="alert">{errors.form}</ErrorText> : null}
      <Actions>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting…' : online ? 'Post thought' : 'Save and post later'}
        </Button>
      </Actions>
    </form>
  );
}

const isField = (field: string | undefined): field is 'symbol' | 'body' | 'pro_or_con' =>
  field === 'symbol' || field === 'body' || field === 'pro_or_con';

/** The server names the field first ("body must be at least 10 characters."): say it in words. */
function sentence(field: 'symbol' | 'body' | 'pro_or_con', message: string): string {
  const name = { symbol: 'The ticker symbol', body: 'Your thought', pro_or_con: 'Pro or con' };
  return message.startsWith(`${field} `)
    ? `${name[field]} ${message.slice(field.length + 1)}`
    : message;
}

const ErrorText = styled('p', { color: '$error', fontSize: '$sm', margin: '$1 0 $3' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$3 0 0' });
const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
  marginTop: '$4',
});
