// One requested document: a file picker and a drop zone, the browser's pre-check of type and size
// (file-check.ts), an upload progress bar (XMLHttpRequest progress, upload.ts), the server's own
// verdict (it checks by content: its message is shown as is) and a success state.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { DocumentKind, UploadedDocument } from '@/contract/live-accounts';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { FieldError } from '@/ui/forms/field-styles';
import { styled } from '@/ui/theme/stitches';
import { formatSize, precheckFile } from './file-check';
import { ProgressBar } from './ProgressBar';
import { uploadDocument, type UploadHandle } from './upload';

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const Zone = styled('div', {
  border: '2px dashed $border',
  borderRadius: '$md',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  alignItems: 'flex-start',
  variants: {
    over: { true: { borderColor: '$primaryCtaButton', backgroundColor: '$appBackground' } },
    done: { true: { borderStyle: 'solid', borderColor: '$positive' } },
  },
});
const Title = styled('h3', { fontSize: '$md', margin: 0 });
const Detail = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });
const Done = styled('p', { color: '$positive', fontWeight: 600, margin: 0 });
const Row = styled('div', { display: 'flex', gap: '$3', alignItems: 'center', flexWrap: 'wrap' });

type UploadState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'uploading'; name: string; fraction: number }
  | { status: 'done'; name: string; document: UploadedDocument }
  | { status: 'error'; message: string };

export function DocumentDrop({
  kind,
  title,
  detail,
  onUploaded,
}: {
  kind: DocumentKind;
  title: string;
  detail: string;
  onUploaded: (document: UploadedDocument) => void;
}) {
  useSignals();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [over, setOver] = useState(false);
  const offline = !isOnline.value;
  useEffect(() => () => handle.current?.abort(), []);
  const busy = state.status === 'checking' || state.status === 'uploading';

  async function take(file: File | undefined) {
    if (!file || busy) return;
    if (offline) {
      setState({ status: 'error', message: 'You are offline. Uploading needs a connection.' });
      return;
    }
    setState({ status: 'checking' });
    const problem = await precheckFile(file);
    if (problem) return setState({ status: 'error', message: problem });
    setState({ status: 'uploading', name: file.name, fraction: 0 });
    const upload = uploadDocument(file, kind, (fraction) =>
      setState((current) => (current.status === 'uploading' ? { ...current, fraction } : current)),
    );
    handle.current = upload;
    try {
      const { document } = await upload.done;
      setState({ status: 'done', name: file.name, document });
      onUploaded(document);
    } catch (error) {
      setState({ status: 'error', message: describeError(error) });
    } finally {
      handle.current = null;
      if (input.current) input.current.value = '';
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Zone
      over={over}
      done={state.status === 'done'}
      aria-labelledby={`${id}-title`}
      role="group"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid={`drop-${kind}`}
    >
      <Title id={`${id}-title`}>{title}</Title>
      <Detail>{detail}</Detail>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`${title}: file`}
        onChange={(event) => void take(event.target.files?.[0])}
      />
      {state.status === 'uploading' ? (
        <ProgressBar
          label={`Uploading ${state.name}`}
          value={Math.round(state.fraction * 100)}
          max={100}
          valueText={`${Math.round(state.fraction * 100)}% uploaded`}
          detail={state.name}
        />
      ) : null}
      {state.status === 'done' ? (
        <Done role="status">
          ✓ {state.name} uploaded ({formatSize(state.document.size_bytes)})
        </Done>
      ) : null}
      {state.status === 'error' ? (
        <FieldError role="alert" id={`${id}-error`}>
          {state.message}
        </FieldError>
      ) : null}
      <Row>
        <Button
          type="button"
          variant={state.status === 'done' ? 'secondary' : 'primary'}
          disabled={busy || offline}
          aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
          onClick={() => input.current?.click()}
        >
          {state.status === 'done' ? 'Upload another' : 'Choose a file'}
        </Button>
        <Detail>
          {offline
            ? 'Uploading needs a connection.'
            : 'or drop it here. JPEG, PNG or PDF, up to 10 MB.'}
        </Detail>
      </Row>
    </Zone>
  );
}
