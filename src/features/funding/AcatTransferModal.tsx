// "ACAT transfer request" (spec §2 mobile modal), a form with a stored status: ask to move an
// account from another broker. The request is stored as submitted; the list below the form shows
// every request and its status. The other broker's account number is sensitive (spec §1): it goes
// in whole and only its last four digits come back.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { type ACAT_TRANSFER_TYPES, AcatTransferRequest } from '@/contract/funding';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { useForm } from '@/ui/forms/use-form';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { acatTransfersQuery, requestAcatTransfer } from './api';
import { StatusChip } from './pieces';
import { ACAT_STATUS, acatOutcome, formatDate, forForm, isNoLiveAccount } from './text';

type TransferType = (typeof ACAT_TRANSFER_TYPES)[number];
const TYPES = [
  { value: 'full', title: 'Full transfer', detail: 'Everything in the account, then it closes.' },
  { value: 'partial', title: 'Partial transfer', detail: 'Only part of the account.' },
] as const;

export function AcatTransferModal({ onClose }: { onClose: () => void }) {
  const { state, reload } = useApiQuery(acatTransfersQuery);
  // Each request gets a fresh form (useForm stays busy after a success, and the account number
  // must not stay on screen once sent, spec §1).
  const [sentCount, setSentCount] = useState(0);
  return (
    <Modal
      open
      onClose={onClose}
      modalType="acat transfer request"
      title="Transfer an account (ACAT)"
      height="auto"
    >
      <Muted>
        Move stocks and cash from another broker to your live account. The transfer goes through
        ACATS, the industry&rsquo;s transfer system, and usually takes about a week.
      </Muted>
      {sentCount > 0 ? (
        <Notice tone="info">Request submitted. We will let you know as it moves.</Notice>
      ) : null}
      <AcatForm key={sentCount} onSent={() => setSentCount((n) => n + 1)} />
      <Heading as="h3" level={2} css={{ marginTop: '$5' }}>
        Your transfer requests
      </Heading>
      {state.status === 'error' && isNoLiveAccount(state.error) ? null : (
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Loading your transfer requests"
          isEmpty={(data) => data.acat_transfers.length === 0}
          empty={<Muted>No transfer requests yet.</Muted>}
        >
          {(data) => (
            <List aria-label="Transfer requests">
              {data.acat_transfers.map((acat) => (
                <li key={acat.id}>
                  <span>
                    {acat.from_broker} {acat.masked_number} ·{' '}
                    {acat.transfer_type === 'full' ? 'Full' : 'Partial'} ·{' '}
                    {formatDate(acat.created_at)}
                    <Outcome>{acatOutcome(acat)}</Outcome>
                  </span>
                  <StatusChip tone={ACAT_STATUS[acat.status].tone}>
                    {ACAT_STATUS[acat.status].label}
                  </StatusChip>
                </li>
              ))}
            </List>
          )}
        </QueryView>
      )}
    </Modal>
  );
}

function AcatForm({ onSent }: { onSent: () => void }) {
  useSignals();
  const offline = !isOnline.value;
  const form = useForm({ from_broker: '', account_number: '', transfer_type: 'full' });
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      from_broker: values.from_broker.trim(),
      account_number: values.account_number.replace(/[\s-]/g, ''),
      transfer_type: values.transfer_type as TransferType,
    };
    const ok = await form.submit(body, AcatTransferRequest, () =>
      requestAcatTransfer(body).catch((error: unknown) => {
        throw forForm(error, isNoLiveAccount(error) ? [] : ['from_broker', 'account_number']);
      }),
    );
    if (ok) onSent();
  };

  return (
    <form onSubmit={submit} noValidate>
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      {offline ? (
        <Notice tone="warning">You are offline. Requests need a connection.</Notice>
      ) : null}
      <TextField
        name="from_broker"
        label="Current broker"
        autoComplete="off"
        value={values.from_broker}
        error={errors.from_broker}
        onChange={form.update}
      />
      <TextField
        name="account_number"
        label="Account number there"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={values.account_number}
        error={errors.account_number}
        hint="Hidden as you type. We only ever show its last four."
        onChange={form.update}
      />
      <ChoiceGroup
        legend="What to transfer"
        name="transfer_type"
        choices={TYPES}
        value={values.transfer_type as TransferType}
        onChange={(value) => form.update('transfer_type', value)}
      />
      <Button type="submit" block disabled={form.busy || offline}>
        {form.busy ? <Spinner size="small" label="Sending your request" /> : null}
        Request transfer
      </Button>
    </form>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '$3',
    padding: '$2 0',
  },
  '& li + li': { borderTop: '1px solid $border' },
});
const Outcome = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });
