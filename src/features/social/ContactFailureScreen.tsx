// /app/invites/{network}/contact_failure (the provider sent the member back without access) and
// /app/contacts/failure (an import on the device failed: an unreadable file, the phone's picker)
// (spec §2). Both say what happened and offer the ways on.
import { Link, useParams, useSearch } from 'wouter';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { CONTACT_FILE_MAX_BYTES } from './contact-file';
import { socialPaths } from './paths';

const NETWORK_NAMES: Record<string, string> = { gmail: 'Gmail' };

/** What went wrong, from the provider's `error` (OAuth 2.0 codes) or our own `reason`. */
function explain(network: string | undefined, query: URLSearchParams): string {
  if (network) {
    const name = NETWORK_NAMES[network] ?? 'the provider';
    return query.get('error') === 'access_denied'
      ? `You did not allow access to your ${name} contacts, so nothing was imported.`
      : `${name} could not share your contacts just now, so nothing was imported.`;
  }
  switch (query.get('reason')) {
    case 'file':
      return `That file has no e-mail addresses we could read. Use a CSV or vCard (.vcf) export of your contacts, at most ${CONTACT_FILE_MAX_BYTES / 1024 / 1024} MB.`;
    case 'picker':
      return 'Your phone’s contact picker could not open. Try again, or upload a contacts file.';
    default:
      return 'Your contacts could not be imported.';
  }
}

export default function ContactFailureScreen() {
  const { network } = useParams<{ network?: string }>();
  const query = new URLSearchParams(useSearch());
  return (
    <Page title="Contacts not imported" testId="contacts-failure-screen">
      <Heading>Contacts not imported</Heading>
      <Notice tone="info">{explain(network, query)}</Notice>
      <Muted>You can still invite friends with your link or by typing their addresses.</Muted>
      <Row>
        <Button as={Link} href={socialPaths.invitesProvider}>
          Try again
        </Button>
        <Button as={Link} href={socialPaths.inviteFriends} variant="secondary">
          Invite by link or e-mail
        </Button>
      </Row>
    </Page>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
