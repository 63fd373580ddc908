// /app/almost-there (spec §2, §4): after submission, what happens in review and what comes next.
// Spec §4 ends onboarding with funding, so the last step links to the deposit screen; documents
// (the flow picked by user id, §3) and the optional trusted contact come before it.
import { Link, Redirect } from 'wouter';
import type { ApplicationStatusResponse } from '@/contract/live-accounts';
import { fundingPaths } from '@/features/funding';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { statusQuery } from './api';
import { liveAccountPaths } from './paths';
import { STATUS_TEXT } from './status-text';

const Steps = styled('ol', {
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $5',
  counterReset: 'next',
  '& > li': {
    counterIncrement: 'next',
    display: 'grid',
    gridTemplateColumns: '32px 1fr',
    gap: '$3',
    padding: '$3 0',
    borderTop: '1px solid $border',
  },
  '& > li::before': {
    content: 'counter(next)',
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    border: '1px solid $border',
    display: 'grid',
    placeItems: 'center',
    fontWeight: 600,
  },
});
const Title = styled('strong', { display: 'block', marginBottom: '$1' });
const Detail = styled('span', { display: 'block', color: '$textMuted', marginBottom: '$2' });

export default function AlmostThereScreen() {
  const { state, reload } = useApiQuery(statusQuery);
  return (
    <Page title="Almost there" testId="live-account-almost-there">
      <Card>
        <Heading>Almost there</Heading>
        <QueryView state={state} reload={reload} loadingLabel="Loading your application">
          {(status) =>
            status.status === 'not_started' || status.status === 'in_progress' ? (
              <Redirect to={liveAccountPaths.onboard} replace />
            ) : (
              <Next status={status} />
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}

function Next({ status }: { status: ApplicationStatusResponse }) {
  const verification = status.document_flow === 'document_verification';
  return (
    <>
      <Muted>
        Your application is {STATUS_TEXT[status.status].label.toLowerCase()}. Our team reviews every
        application, usually within one to two business days, and may ask you for a document or a
        correction. You can follow it on your application status page at any time.
      </Muted>
      <Steps>
        <li>
          <div>
            <Title>{verification ? 'Verify your identity' : 'Upload your documents'}</Title>
            <Detail>
              {verification
                ? 'Photograph the front and back of your ID and a photo of you holding it. It speeds up the review.'
                : 'Upload a photo ID and a proof of address. It speeds up the review.'}
              {status.document_count > 0
                ? ` You have uploaded ${status.document_count} so far.`
                : ''}
            </Detail>
            <Link href={liveAccountPaths.documentation}>
              {verification ? 'Verify your identity' : 'Upload documents'}
            </Link>
          </div>
        </li>
        <li>
          <div>
            <Title>Add a trusted contact (optional)</Title>
            <Detail>Someone we may contact if we cannot reach you or suspect fraud.</Detail>
            <Link href={liveAccountPaths.trustedContact}>Add a trusted contact</Link>
          </div>
        </li>
        <li>
          <div>
            <Title>Fund your account</Title>
            <Detail>
              Link a bank and make a first deposit, ready to invest as soon as you are approved.
            </Detail>
            <Button as={Link} href={fundingPaths.deposit}>
              Make a deposit
            </Button>
          </div>
        </li>
      </Steps>
      <Link href={liveAccountPaths.submissionStatus}>See your application status</Link>
    </>
  );
}
