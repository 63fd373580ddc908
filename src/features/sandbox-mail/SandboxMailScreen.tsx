// /app/sandbox-mail: the sandbox mailbox, newest first. Shown to the machine the server runs on
// while no SMTP relay is set (server/routes/sandbox-mail.ts); anywhere else the server answers
// 404 and the screen says there is no mailbox here. Signed in or not: a password reset's mail is
// read before signing in.
import { Link } from 'wouter';
import type { SandboxMailSummary } from '@/contract/sandbox-mail';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { sandboxMailQuery } from './api';
import { NoMailbox } from './NoMailbox';
import { sandboxMessagePath } from './paths';
import { formatDateTime } from '@/ui/format';

export default function SandboxMailScreen() {
  const { state, reload } = useApiQuery(sandboxMailQuery);
  return (
    <Page title="Sandbox mailbox" testId="sandbox-mail">
      <Heading>Sandbox mailbox</Heading>
      <Muted>
        No mail server is set up here (SMTP_URL), so the mail Stockroom sends lands in this mailbox
        instead of leaving the machine. Open a message to follow its links.
      </Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the sandbox mailbox"
        notFound={<NoMailbox />}
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <Card>
            <Muted data-testid="sandbox-mail-empty">
              No mail yet. Mail Stockroom sends, such as a password reset or an email change, shows
              here.
            </Muted>
          </Card>
        }
      >
        {(data) => (
          <List aria-label="Messages">
            {data.messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </List>
        )}
      </QueryView>
    </Page>
  );
}

function MessageRow({ message }: { message: SandboxMailSummary }) {
  return (
    <Row data-testid="sandbox-mail-message">
      <Subject href={sandboxMessagePath(message.id)}>{message.subject}</Subject>
      <Meta>
        To {message.to} ·{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </Meta>
    </Row>
  );
}

const List = styled('ul', { listStyle: 'none', margin: '$4 0 0', padding: 0 });
const Row = styled('li', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$3 $4',
  '& + &': { marginTop: '$2' },
});
const Subject = styled(Link, {
  display: 'block',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  minHeight: '24px',
});
const Meta = styled('p', {
  color: '$textMuted',
  fontSize: '$sm',
  margin: '$1 0 0',
  overflowWrap: 'anywhere',
});
