// A featured contributor's publishing form on /app/viewpoint_contributors/manage (spec §2): a
// title, the text, and whether only subscribers read it in full (others see the title and a
// teaser). Plain text: the server strips markup. Checked with the contract's struct first; the
// server's refusal is placed under the field it names. Publishing needs a connection.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import {
  CreateViewpointRequest,
  VIEWPOINT_BODY_MAX,
  VIEWPOINT_BODY_MIN,
  VIEWPOINT_TITLE_MAX,
} from '@/contract/viewpoints';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { Checkbox } from '@/ui/forms/Checkbox';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { publishViewpoint } from './api';
import { contributorPath } from './paths';

type Errors = Partial<Record<'title' | 'body', string>>;

const LABELS = { title: 'Title', body: 'Text' } as const;

/**
 * An error under its field's label as the form shows it (the contract calls the text `body`):
 * "Text must be at least 50 characters.", "Title is required.".
 */
function worded(field: keyof typeof LABELS, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === 'This field is required.') return `${LABELS[field]} is required.`;
  if (message === 'This value is not valid.') return `${LABELS[field]} is not valid.`;
  return message.replace(/^(body|title)\b/i, LABELS[field]);
}

export function PublishForm({ handle }: { handle: string }) {
  useSignals();
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [subscriberOnly, setSubscriberOnly] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { title: title.trim(), body: body.trim(), subscriber_only: subscriberOnly };
    const found = fieldErrors(request, CreateViewpointRequest);
    setErrors({ title: worded('title', found.title), body: worded('body', found.body) });
    setFailure(null);
    setPublished(null);
    if (found.title || found.body) return;
    setBusy(true);
    try {
      const answer = await publishViewpoint(request);
      setPublished(answer.viewpoint.title);
      setTitle('');
      setBody('');
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if ((field === 'title' || field === 'body') && error instanceof Error) {
        setErrors({ [field]: worded(field, error.message) });
      } else setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-heading`}
      data-testid="viewpoint-publish-form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
    >
      <Heading as="h2" level={2} id={`${id}-heading`}>
        Publish a viewpoint
      </Heading>
      <Muted>
        You are a featured contributor: your viewpoints show on{' '}
        <Link href={contributorPath(handle)}>your contributor page</Link>.
      </Muted>
      {published ? (
        <Notice tone="info">
          <span data-testid="viewpoint-published">
            Published “{published}”. <Link href={contributorPath(handle)}>See it on your page</Link>
            .
          </span>
        </Notice>
      ) : null}
      <TextField
        name="title"
        label="Title"
        value={title}
        onChange={(_, value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
        hint={`At most ${VIEWPOINT_TITLE_MAX} characters.`}
        autoComplete="off"
      />
      <CountedTextArea
        id={`${id}-body`}
        label={`Text (at least ${VIEWPOINT_BODY_MIN} characters)`}
        value={body}
        onChange={(value) => {
          setBody(value);
          setErrors((current) => ({ ...current, body: undefined }));
        }}
        max={VIEWPOINT_BODY_MAX}
        error={errors.body ?? null}
        rows={8}
      />
      <Checkbox
        name="subscriber_only"
        label="Only subscribers read it in full"
        hint="Others see the title and the first lines."
        value={subscriberOnly}
        onChange={(_, value) => setSubscriberOnly(value)}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {online ? null : (
        <Notice tone="warning">
          You are offline. Publishing needs a connection: your text stays on this page.
        </Notice>
      )}
      <Button type="submit" disabled={busy || !online}>
        {busy ? 'Publishing…' : 'Publish'}
      </Button>
    </Card>
  );
}
