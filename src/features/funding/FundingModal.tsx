// The funding modal (spec §2 mobile modals "funding"), which prompts a first deposit
// wherever a flow needs one: the two steps to a first deposit, link a bank then deposit, with
// where the user stands on each. FundingPrompt (below) decides when a screen shows it.
import { Link } from 'wouter';
import type { BankAccount } from '@/contract/funding';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { styled } from '@/ui/theme/stitches';
import { fundingPaths } from './paths';
import { Actions, StatusChip } from './pieces';

export interface FundingModalProps {
  open: boolean;
  onClose: () => void;
  /** The user's bank accounts, to say which step is next; null while unknown. */
  banks: readonly BankAccount[] | null;
  /** Why the screen asks, e.g. "Your live account has no cash to buy with yet." */
  reason?: string;
}

export function FundingModal({ open, onClose, banks, reason }: FundingModalProps) {
  const verified = banks?.some((bank) => bank.status === 'verified') ?? false;
  const pending = banks?.some((bank) => bank.status === 'pending_verification') ?? false;
  return (
    <Modal
      open={open}
      onClose={onClose}
      modalType="funding"
      title="Fund your live account"
      height="auto"
    >
      <Muted>{reason ?? 'Add money to your live account to start investing.'}</Muted>
      <Steps>
        <li>
          <strong>1. Link a bank</strong>{' '}
          {verified ? (
            <StatusChip tone="good">Done</StatusChip>
          ) : pending ? (
            <StatusChip tone="waiting">Waiting for verification</StatusChip>
          ) : null}
          <Muted as="span">Instantly, or with your account and routing numbers.</Muted>
        </li>
        <li>
          <strong>2. Make a deposit</strong>
          <Muted as="span">Part of it can be invested at once, before the transfer settles.</Muted>
        </li>
      </Steps>
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          Not now
        </Button>
        {verified ? (
          <Button as={Link} href={fundingPaths.deposit}>
            Deposit
          </Button>
        ) : pending ? (
          <Button as={Link} href={fundingPaths.funding}>
            Verify your bank
          </Button>
        ) : (
          <Button as={Link} href={fundingPaths.linkBank}>
            Link a bank
          </Button>
        )}
      </Actions>
    </Modal>
  );
}

const Steps = styled('ol', {
  listStyle: 'none',
  margin: '0 0 $4',
  padding: 0,
  '& li': { padding: '$3 0', borderTop: '1px solid $border' },
  '& li > span': { display: 'block', margin: '$1 0 0', fontSize: '$sm' },
});
