// /app/live-account-submission-status (spec §2): where the application stands in review
// (submitted, in review, action required, approved, rejected), with the reason and the one action
// the review asked for (`required_action`). It refreshes when the page regains focus and every
// 30 s, and every 5 s while a decision is awaited (the sandbox decides in seconds).
import { Link } from 'wouter';
import type { ApplicationStatusResponse } from '@/contract/live-accounts';
import { fundingPaths } from '@/features/funding';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { statusQuery } from './api';
import { liveAccountPaths } from './paths';
import { STATUS_TEXT } from './status-text';
import { formatDateTime } from '@/ui/format';

/** How often the page asks again while it is visible. */
const STATUS_REFRESH_MS = 30_000;
/** …and while a decision is awaited: the sandbox provider decides seconds after submission. */
const AWAITING_REFRESH_MS = 5_000;

const Badge = styled('p', {
  display: 'inline-block',
  margin: '0 0 $3',
  padding: '$1 $3',
  borderRadius: '$pill',
  border: '1px solid',
  fontWeight: 700,
  variants: {
    tone: {
      neutral: { borderColor: '$border', color: '$text' },
      positive: { borderColor: '$positive', color: '$positive' },
      negative: { borderColor: '$negative', color: '$negative' },
      warning: { borderColor: '$warning', color: '$warning' },
    },
  },
});
const Reason = styled('blockquote', {
  margin: '0 0 $4',
  padding: '$3 $4',
  borderLeft: '3px solid $warning',
  backgroundColor: '$appBackground',
});
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$4' });
const Facts = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$4 0 0' });

export default function StatusScreen() {
  const { state, reload, refreshError } = useApiQuery(statusQuery, {
    refreshEveryMs: (status) =>
      status?.status === 'submitted' || status?.status === 'in_review'
        ? AWAITING_REFRESH_MS
        : STATUS_REFRESH_MS,
  });
  return (
    <Page title="Application status" testId="live-account-status">
      <Card>
        <Heading>Application status</Heading>
        <QueryView state={state} reload={reload} loadingLabel="Loading your application status">
          {(status) => (
            <>
              {refreshError ? (
                <Notice tone="warning">
                  Could not refresh: {describeError(refreshError)} Showing the last status.
                </Notice>
              ) : null}
              <StatusView status={status} />
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}

function StatusView({ status }: { status: ApplicationStatusResponse }) {
  const text = STATUS_TEXT[status.status];
  return (
    <>
      <div aria-live="polite">
        <Badge tone={text.tone} data-testid="application-status">
          {text.label}
        </Badge>
        <Muted>{text.detail}</Muted>
      </div>
      {status.reason && (status.status === 'action_required' || status.status === 'rejected') ? (
        <Reason>
          <strong>{status.status === 'rejected' ? 'Reason' : 'What the review asks'}:</strong>{' '}
          {status.reason}
        </Reason>
      ) : null}
      <Actions>
        {status.status === 'not_started' || status.status === 'in_progress' ? (
          <Button as={Link} href={liveAccountPaths.onboard}>
            {status.status === 'not_started'
              ? 'Start your application'
              : 'Continue your application'}
          </Button>
        ) : null}
        {status.required_action === 'resubmit_address' ? (
          <Button as={Link} href={liveAccountPaths.resubmitAddress}>
            Resubmit your address
          </Button>
        ) : null}
        {status.required_action === 'upload_documents' ? (
          <Button as={Link} href={liveAccountPaths.uploadRequiredDocuments}>
            Upload documents
          </Button>
        ) : null}
        {status.status === 'submitted' || status.status === 'in_review' ? (
          <Button as={Link} href={liveAccountPaths.documentation} variant="secondary">
            {status.document_count > 0 ? 'Add documents' : 'Upload documents'}
          </Button>
        ) : null}
        {status.status === 'approved' ? (
          <Button as={Link} href={fundingPaths.deposit}>
            Fund your account
          </Button>
        ) : null}
        {status.status !== 'not_started' ? (
          <Button as={Link} href={liveAccountPaths.trustedContact} variant="secondary">
            Trusted contact
          </Button>
        ) : null}
      </Actions>
      <Facts>
        {status.submitted_at ? `Submitted ${formatDateTime(status.submitted_at)}. ` : ''}
        {status.reviewed_at ? `Last reviewed ${formatDateTime(status.reviewed_at)}. ` : ''}
        {`Documents uploaded: ${status.document_count}.`}
      </Facts>
    </>
  );
}
