// /ops/support/:id: one request, the member's message, the replies sent, and the reply form. A
// reply is shown to the member under their request and they are notified; it sets the request
// answered, or closed when nothing more is expected.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from '@/contract/support';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextArea, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { sendReply, supportRequestQuery } from './api';
import { opsPaths } from './paths';

export default function SupportRequestScreen({ id }: { id: string }) {
  const { state, reload } = useApiQuery(supportRequestQuery(id));
  return (
    <section data-testid="ops-support-request-screen">
      <Muted>
        <Link href={opsPaths.home}>All requests</Link>
      </Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading the request">
        {({ request }) => (
          <>
            <Heading css={{ overflowWrap: 'anywhere' }}>{request.subject}</Heading>
            <Muted>
              {request.name} ({request.email}) · {SUPPORT_CATEGORY_LABELS[request.category]} ·{' '}
              {SUPPORT_STATUS_LABELS[request.status]}
              {request.priority ? ' · Priority' : ''} · sent{' '}
              <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
            </Muted>
            <Card>
              <Message>{request.message}</Message>
            </Card>
            {request.replies_sent.map((reply) => (
              <Card key={reply.created_at} data-testid="ops-reply-sent">
                <Muted>
                  Answered{' '}
                  <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
                </Muted>
                <Message>{reply.body}</Message>
              </Card>
            ))}
            <ReplyForm id={id} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function ReplyForm({ id }: { id: string }) {
  useSignals();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const offline = !isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setSaid({ tone: 'error', text: 'Write the answer first.' });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      await sendReply(id, { body: body.trim(), status: close ? 'closed' : 'answered' });
      setBody('');
      setSaid({ tone: 'info', text: 'Sent. The member sees it under their request.' });
    } catch (error) {
      setSaid({ tone: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Answer">
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      <TextAreaLabel htmlFor="ops-reply">Your answer</TextAreaLabel>
      <TextArea
        id="ops-reply"
        value={body}
        maxLength={5000}
        onChange={(event) => setBody(event.target.value)}
      />
      <CloseRow>
        <input
          id="ops-reply-close"
          type="checkbox"
          checked={close}
          onChange={(event) => setClose(event.target.checked)}
        />
        <label htmlFor="ops-reply-close">Close the request (nothing more is expected)</label>
      </CloseRow>
      <Button type="submit" disabled={busy || offline}>
        {busy ? 'Sending…' : 'Send answer'}
      </Button>
    </Card>
  );
}

const Message = styled('p', { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const CloseRow = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  '& input': { width: '20px', height: '20px', margin: 0 },
});
