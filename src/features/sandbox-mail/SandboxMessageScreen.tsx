// /app/sandbox-mail/:id: one message of the sandbox mailbox. The text part is shown, with its
// links made links (a message's one action is a link written out in full, services/email/
// message.ts); the HTML part says the same words, and the operator console shows it as sent.
// Rendering member-written HTML here would need a sandboxed frame for nothing the text lacks.
import { Fragment } from 'react';
import { Link, useParams } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { isUuid } from '@/contract/orders';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { MailHeaders } from '@/ui/MailHeaders';
import { styled } from '@/ui/theme/stitches';
import { sandboxMessageQuery } from './api';
import { sandboxMailPaths } from './paths';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

export default function SandboxMessageScreen() {
  const { id = '' } = useParams<{ id: string }>();
  // A link that names no message (not an id) is not asked about: it is simply not here.
  const wellFormed = isUuid(id);
  const { state, reload } = useApiQuery(sandboxMessageQuery(id), { enabled: wellFormed });
  const missing = (
    <Card>
      <Muted data-testid="sandbox-message-missing">
        This message is not in the sandbox mailbox: it keeps mail for 30 days, and only the machine
        the server runs on can read it.
      </Muted>
    </Card>
  );
  return (
    <Page title="Sandbox mail" testId="sandbox-message">
      {wellFormed ? (
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Loading the message"
          notFound={missing}
        >
          {(message) => (
            <article aria-labelledby="sandbox-message-subject">
              <Heading id="sandbox-message-subject">{message.subject}</Heading>
              <MailHeaders from={message.from} to={message.to} sentAt={message.created_at} />
              <Body data-testid="sandbox-message-text">{withLinks(message.text)}</Body>
            </article>
          )}
        </QueryView>
      ) : (
        missing
      )}
      <Back href={sandboxMailPaths.inbox}>Back to the sandbox mailbox</Back>
    </Page>
  );
}

/** The text with each http(s) URL a link; everything else stays text. */
function withLinks(text: string) {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const Body = styled('div', {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  padding: '$4',
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  marginBottom: '$4',
});
const Back = styled(Link, { display: 'inline-block', marginTop: '$4' });
