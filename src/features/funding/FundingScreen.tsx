// /app/funding (spec §2 "/funding"): the live account's cash (buying power, withdrawable, pending)
// from the breakdown, the actions (deposit, withdraw, link a bank, recurring deposits, transfer an
// account by ACAT), the linked bank accounts with their status, and the funding bonus rules.
import { useState } from 'react';
import { Link } from 'wouter';
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import { useApiQuery } from '@/platform/queries';
import { marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatRewardCents } from '@/ui/format';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { AcatTransferModal } from './AcatTransferModal';
import { bankAccountsQuery, breakdownQuery } from './api';
import { BalanceCard } from './BalanceCard';
import { BankAccountsCard } from './BankAccountsCard';
import { fundingPaths } from './paths';
import { EmailUnverifiedNotice } from './EmailUnverifiedNotice';

export default function FundingScreen() {
  const breakdown = useApiQuery(breakdownQuery);
  const banks = useApiQuery(bankAccountsQuery);
  const [acat, setAcat] = useState(false);
  return (
    <Page title="Funding" testId="funding-screen">
      <Heading>Funding</Heading>
      <EmailUnverifiedNotice />
      <BalanceCard state={breakdown.state} reload={breakdown.reload} />
      <Card aria-labelledby="move-money-heading">
        <Heading as="h2" level={2} id="move-money-heading">
          Move money
        </Heading>
        <Actions>
          <Button as={Link} href={fundingPaths.deposit}>
            Deposit
          </Button>
          <Button as={Link} href={fundingPaths.withdraw} variant="secondary">
            Withdraw
          </Button>
          <Button as={Link} href={fundingPaths.linkBank} variant="secondary">
            Link a bank
          </Button>
          <Button as={Link} href={fundingPaths.recurringDeposits} variant="secondary">
            Recurring deposits
          </Button>
          <Button variant="secondary" onClick={() => setAcat(true)}>
            Transfer an account
          </Button>
        </Actions>
        <Muted css={{ margin: 0 }}>
          See every deposit and withdrawal in your{' '}
          <Link href={fundingPaths.portfolioFunding}>funding history</Link>. Your first deposit of{' '}
          {formatRewardCents(FUNDING_BONUS_MIN_DEPOSIT_CENTS)} or more earns a one-time{' '}
          {formatRewardCents(FUNDING_BONUS_CENTS)} bonus: read the{' '}
          <Link href={marketingPaths.fundingBonusRules}>funding bonus rules</Link>.
        </Muted>
      </Card>
      <BankAccountsCard state={banks.state} reload={banks.reload} />
      {acat ? <AcatTransferModal onClose={() => setAcat(false)} /> : null}
    </Page>
  );
}

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  marginBottom: '$4',
  '@mobile': { '& > *': { flex: '1 1 40%' } },
});
