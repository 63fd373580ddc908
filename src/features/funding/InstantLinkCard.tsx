// Instant link (spec §2 mobile "bank link (instant link …)"): the bank-link
// widget's script is loaded only when the user asks for it (useScript, the ScriptLoader of spec
// §2), then opened with the provider's institutions; the institution picked is linked by the
// server. Today the widget is the sandbox one (bank-link-widget.ts). A script that fails to load
// can be retried, and micro-deposits are offered instead.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { BankAccount, Institution } from '@/contract/funding';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { scriptLoader } from '@/ui/script-loader';
import { useScript } from '@/ui/ScriptLoader';
import { Spinner } from '@/ui/Spinner';
import { linkInstantly, loadInstitutions } from './api';
import { loadedBankLinkWidget, SANDBOX_WIDGET_SRC } from './bank-link-widget';

type Step =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'linking' }
  | { kind: 'failed'; message: string };

export function InstantLinkCard({
  onLinked,
  onUseMicroDeposits,
}: {
  onLinked: (bank: BankAccount) => void;
  onUseMicroDeposits: () => void;
}) {
  useSignals();
  const offline = !isOnline.value;
  const [requested, setRequested] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [institutions, setInstitutions] = useState<Institution[] | null>(null);
  const script = useScript(requested ? SANDBOX_WIDGET_SRC : null);
  const opened = useRef(false);

  const start = () => {
    // Kept enabled while the window opens (so focus stays on it and can come back to it):
    // a second press meanwhile does nothing.
    if ((step.kind === 'opening' && script !== 'error') || step.kind === 'open') return;
    setRequested(true);
    setStep({ kind: 'opening' });
    opened.current = false;
    // A retry after a failed load: ask the loader again (a failed source may be fetched anew).
    if (script === 'error') scriptLoader.load(SANDBOX_WIDGET_SRC).catch(() => undefined);
    loadInstitutions().then(
      (response) => setInstitutions(response.institutions),
      (error: unknown) => setStep({ kind: 'failed', message: describeError(error) }),
    );
  };

  useEffect(() => {
    if (step.kind !== 'opening' || script !== 'loaded' || !institutions || opened.current) return;
    const widget = loadedBankLinkWidget();
    if (!widget) {
      setStep({ kind: 'failed', message: 'The bank-link window did not start.' });
      return;
    }
    opened.current = true;
    setStep({ kind: 'open' });
    widget.open({
      institutions,
      onExit: () => setStep({ kind: 'idle' }),
      onSuccess: (institutionId) => {
        setStep({ kind: 'linking' });
        linkInstantly({ institution_id: institutionId }).then(
          (response) => {
            setStep({ kind: 'idle' });
            onLinked(response.bank_account);
          },
          (error: unknown) => setStep({ kind: 'failed', message: describeError(error) }),
        );
      },
    });
  }, [step, script, institutions, onLinked]);

  const loadFailed = step.kind === 'opening' && script === 'error';
  const opening = step.kind === 'opening' && !loadFailed;

  return (
    <Card aria-labelledby="instant-heading">
      <Heading as="h2" level={2} id="instant-heading">
        Instant link
      </Heading>
      <Muted>
        Choose your bank in the bank-link window and your account is verified at once. This build
        uses a <strong>sandbox</strong> bank link: made-up banks, no real bank is contacted.
      </Muted>
      {loadFailed ? (
        <Notice tone="error">
          The bank-link window could not be loaded. Check your connection and try again, or link
          with your account and routing numbers instead.{' '}
          <Button variant="link" onClick={onUseMicroDeposits}>
            Use micro-deposits
          </Button>
        </Notice>
      ) : null}
      {step.kind === 'failed' ? <Notice tone="error">{step.message}</Notice> : null}
      {offline ? (
        <Notice tone="warning">You are offline. Linking a bank needs a connection.</Notice>
      ) : null}
      {/* Not disabled while the widget opens or is open: it gives focus back here on closing. */}
      <Button onClick={start} disabled={step.kind === 'linking' || offline} aria-busy={opening}>
        {opening || step.kind === 'linking' ? (
          <Spinner
            size="small"
            label={step.kind === 'linking' ? 'Linking your bank' : 'Opening the bank link'}
          />
        ) : null}
        {loadFailed || step.kind === 'failed' ? 'Try again' : 'Link instantly'}
      </Button>
    </Card>
  );
}
