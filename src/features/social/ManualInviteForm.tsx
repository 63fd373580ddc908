// Invitations to typed addresses (spec §3 channel "Manual Email"): each address checked here and
// again by the server, which keeps only a hash of each; then the member sends from their mail app.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { is } from 'superstruct';
import { Email } from '@/contract/fields';
import { INVITE_EMAILS_MAX } from '@/contract/social';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { TextArea, TextAreaLabel } from '@/ui/TextArea';
import { styled } from '@/ui/theme/stitches';
import { splitAddresses } from './invite-message';
import { InvitesSent } from './InvitesSent';
import { recordInvites, type InvitesRecorded } from './send-invites';

export function ManualInviteForm() {
  useSignals();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<InvitesRecorded | null>(null);
  const online = isOnline.value;

  if (sent) {
    return (
      <InvitesSent
        result={sent}
        onMore={() => {
          setSent(null);
          setText('');
        }}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = [...new Set(splitAddresses(text))];
    const bad = emails.filter((email) => !is(email, Email));
    if (emails.length === 0) return setError('Enter at least one e-mail address.');
    if (bad.length > 0) {
      return setError(
        `${bad.slice(0, 3).join(', ')} ${bad.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}.`,
      );
    }
    if (emails.length > INVITE_EMAILS_MAX) {
      return setError(`Enter at most ${INVITE_EMAILS_MAX} addresses at a time.`);
    }
    setBusy(true);
    setError(null);
    try {
      const result = await recordInvites('Manual Email', emails);
      setSent(result);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e: FormEvent) => void submit(e)}
      noValidate
    >
      <Heading as="h2" level={2} id={`${id}-title`}>
        Invite by e-mail
      </Heading>
      <TextAreaLabel htmlFor={`${id}-emails`}>E-mail addresses</TextAreaLabel>
      <TextArea
        id={`${id}-emails`}
        value={text}
        rows={3}
        css={{ minHeight: '88px' }}
        placeholder="friend@example.com, another@example.com"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <Hint id={`${id}-hint`}>
        Separate addresses with commas or new lines, up to {INVITE_EMAILS_MAX}.
      </Hint>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {online ? null : (
        <Notice tone="warning">You are offline: inviting needs a connection.</Notice>
      )}
      <Button type="submit" disabled={busy || !online}>
        {busy ? 'Recording…' : 'Invite'}
      </Button>
    </Card>
  );
}

const Hint = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$1 0 $3' });
const ErrorText = styled('p', { color: '$error', fontSize: '$sm', margin: '0 0 $3' });
