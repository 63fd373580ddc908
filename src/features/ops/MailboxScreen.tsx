// /ops/mail: the sandbox mailbox for operators (services/ops/mailbox.ts), readable from any
// machine, where the app's /app/sandbox-mail answers the server's own. Which sender is in use is
// said first: with an SMTP relay set, mail leaves and this keeps only what came before. A filter
// narrows it to one address (?to=…, so a link can name it).
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { PlainInput, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { mailboxQuery } from './api';
import { Item, List, Meta } from './list-styles';
import { mailMessagePath, opsPaths } from './paths';

export default function MailboxScreen() {
  const to = new URLSearchParams(useSearch()).get('to');
  const { state, reload } = useApiQuery(mailboxQuery(to));
  return (
    <section aria-labelledby="mailbox-heading" data-testid="ops-mailbox">
      <Heading id="mailbox-heading">Sandbox mailbox</Heading>
      <Filter to={to} />
      <QueryView state={state} reload={reload} loadingLabel="Loading the mailbox">
        {({ sender, messages }) => (
          <>
            <Muted>
              {sender === 'sandbox'
                ? 'No SMTP relay is set (SMTP_URL): the mail Stockroom sends is kept here instead of leaving the machine.'
                : 'Mail leaves through the SMTP relay (SMTP_URL): this mailbox only keeps what was sent before it was set.'}
            </Muted>
            {messages.length === 0 ? (
              <Card>
                <Muted css={{ margin: 0 }}>
                  {to === null ? 'The mailbox is empty.' : `No mail to ${to}.`}
                </Muted>
              </Card>
            ) : (
              <List aria-label="Messages">
                {messages.map((message) => (
                  <Item key={message.id} data-testid="ops-mail-message">
                    <Link href={mailMessagePath(message.id)}>{message.subject}</Link>
                    <Meta>
                      To {message.to} ·{' '}
                      <time dateTime={message.created_at}>
                        {formatDateTime(message.created_at)}
                      </time>
                    </Meta>
                  </Item>
                ))}
              </List>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Filter({ to }: { to: string | null }) {
  const [value, setValue] = useState(to ?? '');
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    navigate(address ? `${opsPaths.mailbox}?to=${encodeURIComponent(address)}` : opsPaths.mailbox);
  };
  return (
    <Form onSubmit={submit} role="search" aria-label="Mail to one address">
      <Field>
        <TextAreaLabel htmlFor="ops-mail-to">To</TextAreaLabel>
        <PlainInput
          id="ops-mail-to"
          type="email"
          autoComplete="off"
          placeholder="member@example.com"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary">
        {value.trim() ? 'Show their mail' : 'Show all'}
      </Button>
    </Form>
  );
}

const Form = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$3',
  margin: '$3 0',
});
const Field = styled('div', { flex: '1 1 220px', minWidth: 0 });
