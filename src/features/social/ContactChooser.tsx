// Choosing whom to invite from an imported address book (a provider, the phone's contact picker
// or a file): a checkbox per contact, a filter for long books, select all / none, and those
// already invited marked. Nothing is chosen at first: inviting is the member's decision.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useState } from 'react';
import type { ReferralChannel } from '@/contract/social';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { PlainInput } from '@/ui/TextArea';
import { styled } from '@/ui/theme/stitches';
import { InvitesSent } from './InvitesSent';
import { recordInvites, type InvitesRecorded } from './send-invites';

export interface ChoosableContact {
  name: string | null;
  email: string;
  already_invited?: boolean;
}

/** Above this many contacts the list gets a filter box. */
const FILTER_FROM = 8;

export function ContactChooser({
  contacts,
  channel,
  source,
  onDone,
}: {
  contacts: readonly ChoosableContact[];
  channel: ReferralChannel;
  /** Where the list came from, for the heading: "your Gmail contacts". */
  source: string;
  onDone?: () => void;
}) {
  useSignals();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitesRecorded | null>(null);
  const online = isOnline.value;

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return contacts;
    return contacts.filter((c) => `${c.name ?? ''} ${c.email}`.toLowerCase().includes(needle));
  }, [contacts, filter]);

  if (sent) return <InvitesSent result={sent} onMore={onDone ?? (() => setSent(null))} />;

  const toggle = (email: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  const invite = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent(await recordInvites(channel, [...chosen]));
      setChosen(new Set());
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="contact-chooser">
      <Heading as="h2" level={2} id={`${id}-title`}>
        {contacts.length} {contacts.length === 1 ? 'address' : 'addresses'} from {source}
      </Heading>
      {contacts.length >= FILTER_FROM ? (
        <PlainInput
          type="search"
          aria-label="Filter contacts"
          placeholder="Filter by name or address"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      <Tools>
        <Button
          type="button"
          variant="link"
          onClick={() => setChosen(new Set(shown.map((c) => c.email)))}
        >
          Select all{filter ? ' shown' : ''}
        </Button>
        <Button type="button" variant="link" onClick={() => setChosen(new Set())}>
          Select none
        </Button>
      </Tools>
      <List aria-label="Contacts">
        {shown.map((contact) => (
          <li key={contact.email}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(contact.email)}
                onChange={() => toggle(contact.email)}
              />
              <span>
                <strong>{contact.name ?? contact.email}</strong>
                {contact.name ? <small>{contact.email}</small> : null}
              </span>
              {contact.already_invited ? <Badge>Invited</Badge> : null}
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li role="status">No contact matches “{filter}”.</li> : null}
      </List>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {online ? null : (
        <Notice tone="warning">You are offline: inviting needs a connection.</Notice>
      )}
      <Button
        type="button"
        disabled={chosen.size === 0 || busy || !online}
        onClick={() => void invite()}
      >
        {busy
          ? 'Recording…'
          : chosen.size === 0
            ? 'Choose whom to invite'
            : `Invite ${chosen.size} ${chosen.size === 1 ? 'person' : 'people'}`}
      </Button>
    </Card>
  );
}

const Tools = styled('div', { display: 'flex', gap: '$2', margin: '$2 0' });
const List = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $4',
  padding: 0,
  maxHeight: '420px',
  overflowY: 'auto',
  borderTop: '1px solid $border',
  '& li': { borderBottom: '1px solid $border' },
  '& label': {
    display: 'flex',
    alignItems: 'center',
    gap: '$3',
    minHeight: '52px',
    padding: '$1 $2',
    cursor: 'pointer',
  },
  '& input': {
    width: '20px',
    height: '20px',
    margin: 0,
    flexShrink: 0,
    accentColor: 'var(--colors-primaryCtaButton)',
  },
  '& label > span': { display: 'grid', minWidth: 0, flex: 1 },
  '& strong, & small': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& small': { color: '$textMuted' },
  '& li[role=status]': { padding: '$3 $2', color: '$textMuted' },
});
