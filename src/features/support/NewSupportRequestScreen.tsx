// /app/support/new (spec §2 mobile "create support request"): a category, a
// subject and a message with its character count; on success, the list showing the new request.
// Offline it explains that sending needs a connection and keeps the text on the page: a support
// request is not one of the writes kept offline (DESIGN "Client state and offline").
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_SUBJECT_MAX_CHARS,
} from '@/contract/support';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { Select } from '@/ui/forms/Select';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { fileSupportRequest } from './api';
import { checkSupportDraft, type SupportDraft, type SupportFieldErrors } from './form';
import { supportPaths } from './paths';

const CATEGORY_ITEMS = SUPPORT_CATEGORIES.map((value) => ({
  value,
  text: SUPPORT_CATEGORY_LABELS[value],
}));
const newKey = () => crypto.randomUUID();

export default function NewSupportRequestScreen() {
  useSignals();
  const id = useId();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<SupportDraft>({ category: '', subject: '', message: '' });
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a lost answer retried is the same request; any answer starts a new one.
  const [key, setKey] = useState(newKey);
  const online = isOnline.value;

  const change = (name: string, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSupportDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(null);
    try {
      const { support_request } = await fileSupportRequest(checked.request, key);
      navigate(`${supportPaths.list}?sent=${encodeURIComponent(support_request.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http') setKey(newKey());
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'category' || field === 'subject' || field === 'message') {
        setErrors({ [field]: error instanceof Error ? error.message : String(error) });
      } else setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="New support request" testId="support-new">
      <Heading>New support request</Heading>
      <Muted>
        Tell us what happened and what you expected. Our answer shows under your request in Support.
      </Muted>
      <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
        <Select
          name="category"
          label="What is it about?"
          placeholder="Choose a category"
          value={draft.category}
          items={CATEGORY_ITEMS}
          onChange={change}
          error={errors.category}
        />
        <TextField
          name="subject"
          label="Subject"
          value={draft.subject}
          onChange={change}
          error={errors.subject}
          hint={`A few words, at most ${SUPPORT_SUBJECT_MAX_CHARS} characters.`}
          autoComplete="off"
        />
        <CountedTextArea
          id={`${id}-message`}
          label="Your message"
          value={draft.message}
          onChange={(value) => change('message', value)}
          max={SUPPORT_MESSAGE_MAX_CHARS}
          error={errors.message ?? null}
          rows={7}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {online ? null : (
          <Notice tone="warning">
            <span data-testid="support-offline">
              You are offline. Sending a support request needs a connection: your text stays on this
              page, so send it when you are back online.
            </span>
          </Notice>
        )}
        <Actions>
          <Button type="submit" disabled={busy || !online}>
            {busy ? 'Sending…' : 'Send request'}
          </Button>
          <Link href={supportPaths.list}>Cancel</Link>
        </Actions>
      </Card>
    </Page>
  );
}

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  marginTop: '$4',
  flexWrap: 'wrap',
});
