// The hub's linked bank accounts (spec §2 mobile "manage bank accounts"): each with its status
// (pending verification, verified, locked), and the actions that status allows: Verify for a
// pending micro-deposit link, Rename, Remove.
import { useState } from 'react';
import { Link } from 'wouter';
import type { BankAccount, BankAccountsResponse } from '@/contract/funding';
import type { QueryState } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { RemoveBankModal, RenameBankModal } from './ManageBankModals';
import { fundingPaths } from './paths';
import { StatusChip } from './pieces';
import { accountTypeName, BANK_STATUS } from './text';
import { VerifyBankModal } from './VerifyBankModal';

type Dialog = { kind: 'verify' | 'rename' | 'remove'; bank: BankAccount } | null;

export function BankAccountsCard({
  state,
  reload,
}: {
  state: QueryState<BankAccountsResponse>;
  reload: () => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // The list is asked again by the change itself (api.ts).
  const close = () => setDialog(null);
  return (
    <Card aria-labelledby="banks-heading">
      <Heading as="h2" level={2} id="banks-heading">
        Bank accounts
      </Heading>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your bank accounts"
        isEmpty={(data) => data.bank_accounts.length === 0}
        empty={
          <Muted>
            No bank account linked yet. <Link href={fundingPaths.linkBank}>Link a bank</Link> to
            deposit and withdraw.
          </Muted>
        }
      >
        {(data) => (
          <List>
            {data.bank_accounts.map((bank) => (
              <BankRow key={bank.id} bank={bank} open={(kind) => setDialog({ kind, bank })} />
            ))}
          </List>
        )}
      </QueryView>
      {dialog?.kind === 'verify' ? (
        <VerifyBankModal
          bank={dialog.bank}
          onClose={close}
          onChanged={(bank) => {
            if (bank.status === 'verified') close();
            else setDialog({ kind: 'verify', bank });
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameBankModal bank={dialog.bank} onClose={close} onDone={close} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveBankModal bank={dialog.bank} onClose={close} onDone={close} />
      ) : null}
    </Card>
  );
}

function BankRow({
  bank,
  open,
}: {
  bank: BankAccount;
  open: (kind: 'verify' | 'rename' | 'remove') => void;
}) {
  const status = BANK_STATUS[bank.status];
  return (
    <Row data-testid="bank-account" aria-label={bank.nickname}>
      <div>
        <strong>{bank.nickname}</strong> <StatusChip tone={status.tone}>{status.label}</StatusChip>
        <Small>
          {accountTypeName(bank.account_type)} {bank.masked_number} · {bank.institution_name}
        </Small>
        {bank.status === 'locked' ? (
          <Small>Locked after three wrong tries: remove it and link the account again.</Small>
        ) : null}
      </div>
      <RowActions>
        {bank.status === 'pending_verification' ? (
          <Button onClick={() => open('verify')} aria-label={`Verify ${bank.nickname}`}>
            Verify
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => open('rename')}
          aria-label={`Rename ${bank.nickname}`}
        >
          Rename
        </Button>
        <Button
          variant="secondary"
          onClick={() => open('remove')}
          aria-label={`Remove ${bank.nickname}`}
        >
          Remove
        </Button>
      </RowActions>
    </Row>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  flexWrap: 'wrap',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
});
const RowActions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Small = styled('span', {
  display: 'block',
  color: '$textMuted',
  fontSize: '$sm',
  marginTop: '$1',
});
