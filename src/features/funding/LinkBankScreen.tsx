// /app/funding/link-bank (spec §2 "/funding/link-bank"; mobile "bank link (instant link and
// micro-deposit)", "verify bank account"): two ways to link, then the outcome with the next step.
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { BankAccount } from '@/contract/funding';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { InstantLinkCard } from './InstantLinkCard';
import { MicroDepositCard } from './MicroDepositCard';
import { fundingPaths } from './paths';
import { Actions, Mark, StatusChip } from './pieces';
import { BANK_STATUS, bankTitle } from './text';
import { VerifyBankModal } from './VerifyBankModal';
import { EmailUnverifiedNotice } from './EmailUnverifiedNotice';

export default function LinkBankScreen() {
  const [linked, setLinked] = useState<BankAccount | null>(null);
  const micro = useRef<HTMLElement>(null);
  return (
    <Page title="Link a bank" testId="link-bank-screen">
      <Heading>Link a bank</Heading>
      <EmailUnverifiedNotice />
      {linked ? (
        <Linked bank={linked} onChanged={setLinked} />
      ) : (
        <>
          <Muted>
            <Link href={fundingPaths.funding}>Back to funding</Link>
          </Muted>
          <InstantLinkCard
            onLinked={setLinked}
            onUseMicroDeposits={() => {
              micro.current?.scrollIntoView({ block: 'start' });
              micro.current?.focus();
            }}
          />
          <MicroDepositCard ref={micro} onLinked={setLinked} />
        </>
      )}
    </Page>
  );
}

function Linked({
  bank,
  onChanged,
}: {
  bank: BankAccount;
  onChanged: (bank: BankAccount) => void;
}) {
  const [verifying, setVerifying] = useState(false);
  const status = BANK_STATUS[bank.status];
  const verified = bank.status === 'verified';
  return (
    <Card aria-labelledby="linked-heading" data-testid="bank-linked" data-status={bank.status}>
      {verified ? <Mark aria-hidden>✓</Mark> : null}
      <Heading as="h2" level={2} id="linked-heading">
        {verified
          ? `${bank.nickname} is linked`
          : bank.status === 'locked'
            ? `${bank.nickname} is locked`
            : 'Two micro-deposits are on their way'}
      </Heading>
      <p>
        {bankTitle(bank)} <StatusChip tone={status.tone}>{status.label}</StatusChip>
      </p>
      <Muted>
        {verified
          ? 'You can deposit from it now.'
          : bank.status === 'locked'
            ? 'Three wrong tries locked this link. Remove it on Funding and link the account again.'
            : 'When the two deposits under $1 show on your statement, enter both amounts to verify the account. You can also do it later from Funding.'}
      </Muted>
      <Actions>
        <Button as={Link} href={fundingPaths.funding} variant="secondary">
          Back to funding
        </Button>
        {verified ? (
          <Button as={Link} href={fundingPaths.deposit}>
            Deposit
          </Button>
        ) : bank.status === 'pending_verification' ? (
          <Button onClick={() => setVerifying(true)}>Verify now</Button>
        ) : null}
      </Actions>
      {verifying ? (
        <VerifyBankModal
          bank={bank}
          onClose={() => setVerifying(false)}
          onChanged={(next) => {
            if (next.status === 'verified') setVerifying(false);
            onChanged(next);
          }}
        />
      ) : null}
    </Card>
  );
}
