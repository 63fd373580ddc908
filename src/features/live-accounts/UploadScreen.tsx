// /app/upload-required-documents and /app/live_accounts/documentation (spec §2): document upload,
// in the flow spec §3 picks by user id (the server decides and says so in `document_flow`):
// even ids get document verification (front and back of an ID, then a photo holding it, one at a
// time), odd ids the manual upload of the requested documents.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ApplicationProgress, UploadedDocument } from '@/contract/live-accounts';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { progressQuery } from './api';
import { DocumentDrop } from './DocumentDrop';
import { formatSize } from './file-check';
import { liveAccountPaths } from './paths';
import { ProgressBar } from './ProgressBar';
import { dateTimeFormat } from '@/ui/intl';

const VERIFICATION_STEPS = [
  {
    kind: 'identity',
    title: 'Front of your ID',
    detail: "A clear photo of the front of your driver's license, state ID or passport.",
  },
  {
    kind: 'identity',
    title: 'Back of your ID',
    detail: 'The back of the same ID. For a passport, the page with your signature.',
  },
  {
    kind: 'other',
    title: 'A photo of you holding your ID',
    detail: 'Your face and the front of your ID, both visible, in good light.',
  },
] as const;

const MANUAL_DOCUMENTS = [
  {
    kind: 'identity',
    title: 'Government-issued photo ID',
    detail: "A driver's license, state ID or passport: a photo or a scan.",
  },
  {
    kind: 'proof_of_address',
    title: 'Proof of address',
    detail: 'A utility bill, bank statement or lease from the last three months.',
  },
  {
    kind: 'other',
    title: 'Anything else the review asked for (optional)',
    detail: 'Only if your application status asks for another document.',
  },
] as const;

const After = styled('p', { margin: '$5 0 0' });
const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });
const List = styled('ul', { margin: '0 0 $4', paddingLeft: '$5', color: '$textMuted' });
const KIND_TEXT = { identity: 'ID', proof_of_address: 'Proof of address', other: 'Other' };
const TYPE_TEXT = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
const day = dateTimeFormat({ dateStyle: 'medium' });

export default function UploadScreen() {
  const { state, reload } = useApiQuery(progressQuery);
  return (
    <Page title="Upload documents" testId="live-account-documents">
      <Card>
        <QueryView state={state} reload={reload} loadingLabel="Loading your documents">
          {(progress) => <Upload progress={progress} />}
        </QueryView>
      </Card>
    </Page>
  );
}

function Upload({ progress }: { progress: ApplicationProgress }) {
  const [documents, setDocuments] = useState(progress.documents);
  const add = (document: UploadedDocument) => setDocuments((current) => [...current, document]);
  const verification = progress.document_flow === 'document_verification';
  return (
    <>
      <Heading>{verification ? 'Verify your identity' : 'Upload your documents'}</Heading>
      <Muted>
        {verification
          ? 'Three photos confirm that you are who you say you are. Each goes straight to our review team.'
          : 'Send the documents below. Each goes straight to our review team.'}{' '}
        Files are stored encrypted and never shown publicly.
      </Muted>
      {verification ? (
        <Verification documents={documents} onUploaded={add} />
      ) : (
        <Manual documents={documents} onUploaded={add} />
      )}
      {documents.length > 0 ? (
        <>
          <Heading as="h2" level={2} css={{ marginTop: '$6' }}>
            Uploaded
          </Heading>
          <List data-testid="uploaded-documents">
            {documents.map((document) => (
              <li key={document.id}>
                {KIND_TEXT[document.kind]}: {TYPE_TEXT[document.content_type]},{' '}
                {formatSize(document.size_bytes)}, {day.format(new Date(document.uploaded_at))}
              </li>
            ))}
          </List>
        </>
      ) : null}
      <After>
        <Link href={liveAccountPaths.submissionStatus}>See your application status</Link>
      </After>
    </>
  );
}

type FlowProps = { documents: UploadedDocument[]; onUploaded: (d: UploadedDocument) => void };

/** Where the verification stands: two ID photos, then the photo holding it. */
function verificationStep(documents: UploadedDocument[]): number {
  const ids = documents.filter((d) => d.kind === 'identity').length;
  const others = documents.filter((d) => d.kind === 'other').length;
  if (ids < 2) return ids;
  return others > 0 ? VERIFICATION_STEPS.length : 2;
}

function Verification({ documents, onUploaded }: FlowProps) {
  const [step, setStep] = useState(() => verificationStep(documents));
  const [uploaded, setUploaded] = useState(false);
  const count = VERIFICATION_STEPS.length;
  if (step >= count) {
    // The review may still ask for a clearer photo or another document (action required).
    return (
      <Stack>
        <Notice tone="info">
          All three photos are uploaded. Thank you: the review goes on from here.
        </Notice>
        <DocumentDrop
          kind="identity"
          title="Another photo or document"
          detail="Only if your application status asks for a clearer photo or another document."
          onUploaded={onUploaded}
        />
      </Stack>
    );
  }
  const current = VERIFICATION_STEPS[step]!;
  return (
    <>
      <ProgressBar
        label="Identity verification progress"
        value={step + 1}
        max={count}
        valueText={`Photo ${step + 1} of ${count}`}
        detail={current.title}
      />
      <DocumentDrop
        key={step}
        kind={current.kind}
        title={current.title}
        detail={current.detail}
        onUploaded={(document) => {
          onUploaded(document);
          setUploaded(true);
        }}
      />
      <Button
        type="button"
        css={{ marginTop: '$4' }}
        disabled={!uploaded}
        onClick={() => {
          setStep(step + 1);
          setUploaded(false);
        }}
      >
        {step + 1 < count ? 'Next photo' : 'Finish'}
      </Button>
    </>
  );
}

function Manual({ documents, onUploaded }: FlowProps) {
  const has = (kind: string) => documents.some((d) => d.kind === kind);
  const complete = has('identity') && has('proof_of_address');
  return (
    <Stack>
      {complete ? (
        <Notice tone="info">
          Your photo ID and proof of address are uploaded. The review goes on from here.
        </Notice>
      ) : null}
      {MANUAL_DOCUMENTS.map((document) => (
        <DocumentDrop key={document.kind} {...document} onUploaded={onUploaded} />
      ))}
    </Stack>
  );
}
