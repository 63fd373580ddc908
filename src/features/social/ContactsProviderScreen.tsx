// /app/invites/provider (spec §2; mobile "contacts import"): where an
// address book comes from. A provider's networks (the built-in provider is a SANDBOX standing in
// for Google: its consent page is ours and its contacts are made up) go through a consent round
// trip that returns to /app/invites/{network}/contact_callback; the phone's contact picker and
// CSV/vCard files are read in the browser and never uploaded.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type ChangeEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { ContactNetwork } from '@/contract/contacts';
import type { ReferralChannel } from '@/contract/social';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { contactProvidersQuery, startContactImport } from './api';
import {
  CONTACT_FILE_MAX_BYTES,
  formatOf,
  parseContactFile,
  type FileContact,
} from './contact-file';
import { ContactChooser } from './ContactChooser';
import { contactsFailurePath, socialPaths } from './paths';
import { canPickPhoneContacts, pickPhoneContacts } from './phone-contacts';

interface Imported {
  contacts: FileContact[];
  channel: ReferralChannel;
  source: string;
}

export default function ContactsProviderScreen() {
  useSignals();
  const [imported, setImported] = useState<Imported | null>(null);
  return (
    <Page title="Import contacts" testId="contacts-provider-screen">
      <Heading>Import contacts</Heading>
      {imported ? (
        <ContactChooser {...imported} onDone={() => setImported(null)} />
      ) : (
        <Sources onImported={setImported} />
      )}
      <Muted css={{ marginTop: '$4' }}>
        <Link href={socialPaths.inviteFriends}>Back to invite friends</Link>
      </Muted>
    </Page>
  );
}

function Sources({ onImported }: { onImported: (imported: Imported) => void }) {
  const id = useId();
  const [, navigate] = useLocation();
  const { state, reload } = useApiQuery(contactProvidersQuery);
  const [busy, setBusy] = useState<ContactNetwork | null>(null);
  const [error, setError] = useState<string | null>(null);
  const online = isOnline.value;

  const connect = async (network: ContactNetwork) => {
    setBusy(network);
    setError(null);
    try {
      const started = await startContactImport(network);
      window.location.assign(started.authorize_url);
    } catch (failure) {
      setBusy(null);
      setError(describeError(failure));
    }
  };
  const pick = async () => {
    try {
      const contacts = await pickPhoneContacts();
      if (contacts.length > 0)
        onImported({ contacts, channel: 'Phone Contacts', source: 'your phone' });
    } catch {
      navigate(contactsFailurePath('picker'));
    }
  };
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CONTACT_FILE_MAX_BYTES) return navigate(contactsFailurePath('file'));
    const text = await file.text();
    const contacts = parseContactFile(file.name, text);
    if (contacts.length === 0) return navigate(contactsFailurePath('file'));
    // A vCard file is a phone's or a Contacts app's export; a CSV is a list the member made or
    // exported from a mail service (spec §3 has no channel of its own for files).
    onImported({
      contacts,
      channel: formatOf(file.name, text) === 'vcard' ? 'Phone Contacts' : 'Manual Email',
      source: file.name,
    });
  };

  return (
    <>
      <Card aria-labelledby={`${id}-accounts`}>
        <Heading as="h2" level={2} id={`${id}-accounts`}>
          From an account
        </Heading>
        <QueryView state={state} reload={reload} loadingLabel="Loading contact providers">
          {(providers) => (
            <>
              {providers.provider === 'sandbox' ? (
                <Muted>
                  Sandbox: this server reads no real address book. Its consent page stands in for
                  the provider’s and its contacts are made up.
                </Muted>
              ) : null}
              <Row>
                {providers.networks.map(({ network, name }) => (
                  <Button
                    key={network}
                    type="button"
                    disabled={busy !== null || !online}
                    onClick={() => void connect(network)}
                  >
                    {busy === network ? `Opening ${name}…` : `Import from ${name}`}
                  </Button>
                ))}
              </Row>
            </>
          )}
        </QueryView>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {online ? null : (
          <Notice tone="warning">You are offline: connecting an account needs a connection.</Notice>
        )}
      </Card>
      <Card aria-labelledby={`${id}-device`}>
        <Heading as="h2" level={2} id={`${id}-device`}>
          From this device
        </Heading>
        <Muted>
          Read here, never uploaded: only the addresses you then choose to invite reach us.
        </Muted>
        <Row>
          {canPickPhoneContacts() ? (
            <Button type="button" variant="secondary" onClick={() => void pick()}>
              Choose phone contacts
            </Button>
          ) : null}
          <FileButton>
            <input
              type="file"
              accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
              onChange={(event) => void read(event)}
            />
            <span>Upload a CSV or vCard file</span>
          </FileButton>
        </Row>
        <Hint>
          Export one from Google Contacts (CSV), Outlook (CSV) or your phone’s or computer’s
          Contacts app (vCard, .vcf).
        </Hint>
      </Card>
    </>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Hint = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$3 0 0' });
// A real file input, visually a secondary button: the whole label opens the file chooser, and
// the input keeps keyboard focus (its outline is drawn on the label).
const FileButton = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '$3 $5',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$text',
  fontWeight: 600,
  cursor: 'pointer',
  '& input': { position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer', width: '100%' },
  '&:focus-within': { outline: '2px solid $focus', outlineOffset: '2px' },
});
