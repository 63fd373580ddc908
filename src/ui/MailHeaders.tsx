// A mail's headers as a mail program shows them (From, To, Sent): the sandbox mailbox's message
// screens, in the app and in the operators' console.
import { formatDateTime } from './format';
import { styled } from './theme/stitches';

export function MailHeaders({ from, to, sentAt }: { from: string; to: string; sentAt: string }) {
  return (
    <List>
      <dt>From</dt>
      <dd>{from}</dd>
      <dt>To</dt>
      <dd>{to}</dd>
      <dt>Sent</dt>
      <dd>
        <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
      </dd>
    </List>
  );
}

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $3',
  margin: '$3 0 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});
