// /ops/mail/:id: one message of the sandbox mailbox as it was sent: its headers, its HTML part in
// a frame that runs nothing and reaches nothing (sandbox with no permissions: no scripts, no
// forms, its links inert), and its text part with the links written out. Opening it is audited.
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { isUuid } from '@/contract/orders';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { MailHeaders } from '@/ui/MailHeaders';
import { styled } from '@/ui/theme/stitches';
import { mailMessageQuery } from './api';
import { opsPaths } from './paths';

export default function MailMessageScreen({ id }: { id: string }) {
  const wellFormed = isUuid(id);
  const { state, reload } = useApiQuery(mailMessageQuery(id), { enabled: wellFormed });
  const missing = (
    <Card>
      <Muted css={{ margin: 0 }}>
        This message is not in the sandbox mailbox (it keeps 30 days).
      </Muted>
    </Card>
  );
  return (
    <section data-testid="ops-mail-message-screen">
      <Muted>
        <Link href={opsPaths.mailbox}>All mail</Link>
      </Muted>
      {wellFormed ? (
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Loading the message"
          notFound={missing}
        >
          {(message) => (
            <article aria-labelledby="ops-mail-subject">
              <Heading id="ops-mail-subject" css={{ overflowWrap: 'anywhere' }}>
                {message.subject}
              </Heading>
              <MailHeaders from={message.from} to={message.to} sentAt={message.created_at} />
              <Part>As sent (HTML)</Part>
              <Frame
                title={`The HTML part of “${message.subject}”`}
                sandbox=""
                srcDoc={message.html}
              />
              <Part>Text part</Part>
              <Text data-testid="ops-mail-text">{message.text}</Text>
            </article>
          )}
        </QueryView>
      ) : (
        missing
      )}
    </section>
  );
}

const Part = styled('h2', { fontSize: '$md', margin: '$4 0 $2' });
// White whatever the theme: the mail is drawn as a mail program would, on its own background.
const Frame = styled('iframe', {
  display: 'block',
  width: '100%',
  height: '420px',
  border: '1px solid $border',
  borderRadius: '$lg',
  backgroundColor: 'white',
});
const Text = styled('pre', {
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  lineHeight: 1.6,
  padding: '$4',
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
});
