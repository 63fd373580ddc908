// "Verify bank account" (spec §2 mobile): the two micro-deposit amounts as the user reads them on
// their statement, each with the centsAmount mask of spec §5 (two decimals, at most 0.99). A wrong
// pair shows the server's message with the tries left; the third wrong try locks the link
// (MAX_VERIFICATION_ATTEMPTS) and the modal then says so and offers to link again. A link the
// sandbox made offers the sandbox bank's statement, where the amounts are.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import {
  type BankAccount,
  MAX_VERIFICATION_ATTEMPTS,
  VerifyBankAccountRequest,
} from '@/contract/funding';
import { ApiError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { useForm } from '@/ui/forms/use-form';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { loadBankAccount, verifyBankAccount } from './api';
import { fundingPaths } from './paths';
import { Actions } from './pieces';
import { SandboxStatement } from './SandboxStatement';
import { bankTitle, forForm } from './text';

export interface VerifyBankModalProps {
  bank: BankAccount;
  onClose: () => void;
  /** The account after each attempt: verified, fewer tries left, or locked after the last. */
  onChanged: (bank: BankAccount) => void;
}

export function VerifyBankModal({ bank, onClose, onChanged }: VerifyBankModalProps) {
  useSignals();
  const offline = !isOnline.value;
  const form = useForm({ amount_1: '', amount_2: '' });
  const { values, errors, failure, busy } = form;
  const locked = bank.status === 'locked';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { amount_1: values.amount_1, amount_2: values.amount_2 };
    await form.submit(body, VerifyBankAccountRequest, async () => {
      try {
        onChanged((await verifyBankAccount(bank.id, body)).bank_account);
      } catch (error) {
        // Wrong amounts or the last wrong try (locked): the stored status moved on.
        if (
          error instanceof ApiError &&
          (error.code === 'unprocessable' || error.code === 'conflict')
        ) {
          onChanged(await refreshed(bank));
        }
        throw forForm(error, ['amount_1', 'amount_2']);
      }
    });
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="verify bank account"
      title="Verify bank account"
      height="auto"
    >
      {locked ? (
        <>
          <Notice tone="error">
            This bank link is locked after {MAX_VERIFICATION_ATTEMPTS} wrong tries. Remove it and
            link the account again.
          </Notice>
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button as={Link} href={fundingPaths.linkBank}>
              Link a bank again
            </Button>
          </Actions>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-describedby="verify-explained">
          <Muted id="verify-explained">
            We sent two deposits under $1 to {bankTitle(bank)}. They show on your bank statement
            within 1–2 business days. Enter both amounts, in any order.{' '}
            {bank.verification_attempts_left}{' '}
            {bank.verification_attempts_left === 1 ? 'try' : 'tries'} left.
          </Muted>
          {bank.provider === 'sandbox' ? <SandboxStatement bankAccountId={bank.id} /> : null}
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          {offline ? (
            <Notice tone="warning">You are offline. Verifying needs a connection.</Notice>
          ) : null}
          <TextField
            name="amount_1"
            label="First deposit"
            maskType="centsAmount"
            prefix="$"
            placeholder="0.00"
            autoComplete="off"
            value={values.amount_1}
            error={errors.amount_1}
            onChange={form.update}
          />
          <TextField
            name="amount_2"
            label="Second deposit"
            maskType="centsAmount"
            prefix="$"
            placeholder="0.00"
            autoComplete="off"
            value={values.amount_2}
            error={errors.amount_2}
            onChange={form.update}
          />
          <Actions>
            <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || offline}>
              {busy ? <Spinner size="small" label="Checking the amounts" /> : null}
              Verify
            </Button>
          </Actions>
        </form>
      )}
    </Modal>
  );
}

/** The account as stored now; on any failure the one we had (the error is shown anyway). */
function refreshed(bank: BankAccount): Promise<BankAccount> {
  return loadBankAccount(bank.id).then(
    (response) => response.bank_account,
    () => bank,
  );
}
