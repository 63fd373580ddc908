// /ops/contributors/:id: one member's application to become a featured contributor, as its
// reviewer needs it: the profile, the sample viewpoints, the disclosure of what they hold; and the
// decision. Approve makes them a featured contributor (a handle of their own, publishing opens);
// Decline needs a note, which the member reads. Either way the member is notified and the
// decision is in the audit log.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  CONTRIBUTOR_NOTE_MAX,
  type ContributorDecision,
  type OpsContributorApplicationResponse,
} from '@/contract/contributor-applications';
import { contributorPath } from '@/features/viewpoints';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { TextArea, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { contributorApplicationQuery, decideContributorApplication } from './api';
import { opsPaths } from './paths';

type Application = OpsContributorApplicationResponse['application'];

const STATE_LABELS: Record<Application['state'], string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
};

export default function ContributorApplicationScreen({ id }: { id: string }) {
  const { state, reload } = useApiQuery(contributorApplicationQuery(id));
  return (
    <section data-testid="ops-contributor-application-review">
      <Muted>
        <Link href={opsPaths.contributorApplications}>All contributor applications</Link>
      </Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading the application">
        {({ application }) => (
          <>
            <Heading css={{ overflowWrap: 'anywhere' }}>{application.name}</Heading>
            <Muted css={{ overflowWrap: 'anywhere' }}>
              {application.email} · sent {formatDateTime(application.created_at)}
            </Muted>
            <StatusChip
              tone={
                application.state === 'approved'
                  ? 'good'
                  : application.state === 'declined'
                    ? 'bad'
                    : 'waiting'
              }
              data-testid="ops-contributor-state"
            >
              {STATE_LABELS[application.state]}
            </StatusChip>
            <Decided application={application} />
            <Part heading="Profile" text={application.bio} />
            {application.samples.map((sample, index) => (
              <Card key={index} aria-label={`Sample ${index + 1}`}>
                <Heading as="h2" level={2}>
                  Sample {index + 1}: {sample.title}
                </Heading>
                <Text>{sample.body}</Text>
              </Card>
            ))}
            <Part heading="Disclosure" text={application.disclosure} />
            {application.state === 'pending' ? <DecisionForm id={application.id} /> : null}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Part({ heading, text }: { heading: string; text: string }) {
  return (
    <Card aria-label={heading}>
      <Heading as="h2" level={2}>
        {heading}
      </Heading>
      <Text>{text}</Text>
    </Card>
  );
}

function Decided({ application }: { application: Application }) {
  if (!application.decided_at) return null;
  return (
    <Muted css={{ marginTop: '$3', overflowWrap: 'anywhere' }}>
      Decided {formatDateTime(application.decided_at)} by {application.decided_by ?? 'an operator'}
      {application.handle ? (
        <>
          {' · '}
          <Link href={contributorPath(application.handle)}>their contributor page</Link>
        </>
      ) : null}
      {application.decision_note ? ` · note: “${application.decision_note}”` : ''}
    </Muted>
  );
}

function DecisionForm({ id }: { id: string }) {
  useSignals();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const offline = !isOnline.value;

  const decide = async (decision: ContributorDecision) => {
    // The member reads why they were declined.
    if (decision === 'decline' && !note.trim()) {
      setSaid({ tone: 'error', text: 'Note: write why, for the member to read, to decline.' });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      await decideContributorApplication(id, {
        decision,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    } catch (error) {
      setSaid({ tone: 'error', text: describeError(error) });
      setBusy(false);
    }
  };

  return (
    <Card
      as="form"
      aria-label="Decision"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void decide('approve');
      }}
    >
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      <TextAreaLabel htmlFor="ops-contributor-note">
        Note the member reads (needed to decline)
      </TextAreaLabel>
      <TextArea
        id="ops-contributor-note"
        value={note}
        maxLength={CONTRIBUTOR_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      <Actions>
        <Button type="submit" disabled={busy || offline}>
          Approve
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={busy || offline}
          onClick={() => void decide('decline')}
        >
          Decline
        </Button>
      </Actions>
    </Card>
  );
}

const Text = styled('p', { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', marginTop: '$3' });
