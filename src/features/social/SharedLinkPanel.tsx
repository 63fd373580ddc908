// A link that was just made (an ask), with ways to send it: copy, the system share sheet where
// there is one, mail and messages. The link is also shown for copying by hand.
import { useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { deliver } from './deliver';
import { PlainInput } from '@/ui/TextArea';
import { shareTargetUrl, type ShareSheetChannel } from './share-targets';

const SEND_OVER: ReadonlyArray<[ShareSheetChannel, string]> = [
  ['Share Link', 'Copy link'],
  ['Share Messaging', 'Send…'],
  ['Email', 'Email'],
];

export function SharedLinkPanel({
  url,
  subject,
  text,
  onAnother,
}: {
  url: string;
  subject: string;
  text: string;
  onAnother: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState('Your link is ready.');
  const send = async (channel: ShareSheetChannel) => {
    const message = { url, subject, text };
    setStatus(await deliver(channel, message, shareTargetUrl(channel, message)));
  };
  return (
    <Card aria-labelledby={`${id}-title`}>
      <Heading as="h2" level={2} id={`${id}-title`}>
        Your ask link
      </Heading>
      <p role="status">{status}</p>
      <label htmlFor={`${id}-link`}>Link</label>
      <PlainInput
        id={`${id}-link`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Row>
        {SEND_OVER.map(([channel, label]) => (
          <Button
            key={channel}
            type="button"
            variant="secondary"
            onClick={() => void send(channel)}
          >
            {label}
          </Button>
        ))}
        <Button type="button" variant="link" onClick={onAnother}>
          Ask another question
        </Button>
      </Row>
    </Card>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$3' });
