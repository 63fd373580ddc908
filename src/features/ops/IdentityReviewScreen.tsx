// /ops/identity/:userId: one live-account application as its reviewer needs it: the applicant's
// answers (the identity number's last four only), the uploaded documents (each opened from the
// server, operators only, every view audited), the review history, and the decision form. A
// decision follows the rules of `npm run ops -- review` (the server refuses a move its status
// does not allow, naming why) and the applicant is notified of it.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  REQUIRED_ACTIONS,
  REVIEW_DECISIONS,
  type RequiredAction,
  type ReviewDecision,
} from '@/contract/live-accounts';
import type { OpsIdentityReviewResponse } from '@/contract/ops';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextArea, TextAreaLabel } from '@/ui/TextArea';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { decideIdentity, identityReviewQuery } from './api';
import { identityDocumentUrl, opsPaths } from './paths';
import { APPLICATION_STATUS_LABELS, DECISION_LABELS, REQUIRED_ACTION_LABELS } from './review-text';

type Application = OpsIdentityReviewResponse['application'];

export default function IdentityReviewScreen({ userId }: { userId: string }) {
  const { state, reload } = useApiQuery(identityReviewQuery(userId));
  return (
    <section data-testid="ops-identity-review">
      <Muted>
        <Link href={opsPaths.identityQueue}>All applications</Link>
      </Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading the application">
        {({ application }) => (
          <>
            <Heading css={{ overflowWrap: 'anywhere' }}>{application.name}</Heading>
            <Muted data-testid="ops-identity-status" css={{ overflowWrap: 'anywhere' }}>
              {application.email} · {APPLICATION_STATUS_LABELS[application.status]}
              {application.review_reason ? ` · ${application.review_reason}` : ''}
            </Muted>
            <Answers application={application} />
            <Documents application={application} />
            <History application={application} />
            {application.status === 'approved' || application.status === 'rejected' ? null : (
              <DecisionForm userId={userId} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function Answers({ application }: { application: Application }) {
  const { applicant } = application;
  const rows: Array<[string, string | null]> = [
    ['Legal name', applicant.legal_name],
    ['Date of birth', applicant.date_of_birth],
    ['Home address', applicant.address],
    ['Phone', applicant.phone],
    ['Citizenship', applicant.citizenship?.replace(/_/g, ' ') ?? null],
    ['Identity number', applicant.tax_id_last_four ? `•••-••-${applicant.tax_id_last_four}` : null],
  ];
  return (
    <Card aria-labelledby="answers-heading">
      <Heading as="h2" level={2} id="answers-heading">
        Answers
      </Heading>
      <Facts>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? 'Not given'}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

function Documents({ application }: { application: Application }) {
  return (
    <Card aria-labelledby="documents-heading">
      <Heading as="h2" level={2} id="documents-heading">
        Documents
      </Heading>
      {application.uploaded.length === 0 ? (
        <Muted css={{ margin: 0 }}>No document uploaded.</Muted>
      ) : (
        <Plain aria-label="Uploaded documents">
          {application.uploaded.map((document) => (
            <li key={document.id}>
              <a
                href={identityDocumentUrl(application.user_id, document.id)}
                target="_blank"
                rel="noreferrer"
              >
                {document.kind.replace(/_/g, ' ')} ({document.content_type})
              </a>{' '}
              <Muted as="span">uploaded {formatDateTime(document.uploaded_at)}</Muted>
            </li>
          ))}
        </Plain>
      )}
    </Card>
  );
}

function History({ application }: { application: Application }) {
  if (application.events.length === 0) return null;
  return (
    <Card aria-labelledby="history-heading">
      <Heading as="h2" level={2} id="history-heading">
        Review history
      </Heading>
      <Plain>
        {application.events.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>: {event.from} → {event.to}{' '}
            by {event.actor}
            {event.reason ? ` (${event.reason})` : ''}
          </li>
        ))}
      </Plain>
    </Card>
  );
}

function DecisionForm({ userId }: { userId: string }) {
  useSignals();
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<RequiredAction>('upload_documents');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const offline = !isOnline.value;
  const needsReason = decision === 'action_required' || decision === 'rejected';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && !reason.trim()) {
      setSaid({ tone: 'error', text: 'Write the reason the applicant will read.' });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      await decideIdentity(userId, {
        decision,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(decision === 'action_required' ? { required_action: action } : {}),
      });
      setSaid({ tone: 'info', text: 'Decided. The applicant is told.' });
    } catch (error) {
      setSaid({ tone: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Decision">
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      <Choices>
        <legend>Decision</legend>
        {REVIEW_DECISIONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="decision"
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {DECISION_LABELS[value]}
          </label>
        ))}
      </Choices>
      {decision === 'action_required' ? (
        <Choices>
          <legend>What the applicant must do</legend>
          {REQUIRED_ACTIONS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="required_action"
                value={value}
                checked={action === value}
                onChange={() => setAction(value)}
              />
              {REQUIRED_ACTION_LABELS[value]}
            </label>
          ))}
        </Choices>
      ) : null}
      <TextAreaLabel htmlFor="ops-review-reason">
        Reason the applicant reads{needsReason ? '' : ' (optional)'}
      </TextAreaLabel>
      <TextArea
        id="ops-review-reason"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={busy || offline}>
        {busy ? 'Saving…' : 'Record decision'}
      </Button>
    </Card>
  );
}

const Facts = styled('dl', {
  margin: 0,
  display: 'grid',
  gap: '$2',
  '& div': { display: 'grid', gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)', gap: '$3' },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  '@mobile': { '& div': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});
const Plain = styled('ul', {
  margin: 0,
  paddingLeft: '$4',
  overflowWrap: 'anywhere',
  '& li + li': { marginTop: '$2' },
});
const Choices = styled('fieldset', {
  border: 'none',
  margin: '0 0 $3',
  padding: 0,
  '& legend': { fontWeight: 600, marginBottom: '$2' },
  '& label': { display: 'flex', alignItems: 'center', gap: '$2', minHeight: '44px' },
  '& input': { width: '20px', height: '20px', margin: 0 },
});
