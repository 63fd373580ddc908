// /app/invites/{network}/contact_callback (spec §2): where the contacts
// provider sends the browser back after the member allowed access. The screen hands the state
// and code it received to the server, which checks the state is this member's, single-use and
// fresh, reads the address book through the provider and returns it (never stored); the member
// then chooses whom to invite. The query is removed from the address bar once read, so a reload
// or a shared screenshot carries no code.
import { useEffect, useState } from 'react';
import { enums, is } from 'superstruct';
import { Link, useParams } from 'wouter';
import {
  CONTACT_NETWORK_CHANNEL,
  CONTACT_NETWORKS,
  type ContactNetwork,
  type ImportedContacts,
} from '@/contract/contacts';
import { describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { completeContactImport } from './api';
import { ContactChooser } from './ContactChooser';
import { socialPaths } from './paths';

const NETWORK_NAMES: Record<ContactNetwork, string> = { gmail: 'your Gmail contacts' };

// One completion per state, however often the screen mounts (React's development double effects,
// a remount): the server accepts a state once.
const completions = new Map<string, Promise<ImportedContacts>>();

type State =
  | { status: 'loading' }
  | { status: 'done'; result: ImportedContacts }
  | { status: 'error'; message: string };

export default function ContactCallbackScreen() {
  const { network = '' } = useParams<{ network: string }>();
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const known = is(network, enums(CONTACT_NETWORKS));
  const stateParam = query.get('state');
  const code = query.get('code');
  return (
    <Page title="Import contacts" testId="contact-callback-screen">
      <Heading>Import contacts</Heading>
      {known && stateParam && code ? (
        <Complete network={network} state={stateParam} code={code} />
      ) : (
        <Failed message="This page was opened without an import in progress." />
      )}
    </Page>
  );
}

function Complete({
  network,
  state,
  code,
}: {
  network: ContactNetwork;
  state: string;
  code: string;
}) {
  const [status, setStatus] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let completion = completions.get(state);
    if (!completion) {
      completion = completeContactImport({ network, state, code });
      completions.set(state, completion);
    }
    window.history.replaceState(window.history.state, '', window.location.pathname);
    completion.then(
      (result) => live && setStatus({ status: 'done', result }),
      (failure: unknown) => live && setStatus({ status: 'error', message: describeError(failure) }),
    );
    return () => {
      live = false;
    };
  }, [network, state, code]);

  if (status.status === 'loading') return <Spinner size="large" label="Reading your contacts" />;
  if (status.status === 'error') return <Failed message={status.message} />;
  const { contacts } = status.result;
  if (contacts.length === 0) {
    return (
      <Notice tone="info">
        There are no e-mail addresses in {NETWORK_NAMES[network]}.{' '}
        <Link href={socialPaths.inviteFriends}>Invite by link or e-mail instead</Link>
      </Notice>
    );
  }
  return (
    <ContactChooser
      contacts={contacts}
      channel={CONTACT_NETWORK_CHANNEL[network]}
      source={NETWORK_NAMES[network]}
    />
  );
}

function Failed({ message }: { message: string }) {
  return (
    <>
      <Notice tone="error">{message}</Notice>
      <Muted>
        Nothing was imported. Start again from the beginning: each try needs a fresh start.
      </Muted>
      <Button as={Link} href={socialPaths.invitesProvider}>
        Start again
      </Button>
    </>
  );
}
