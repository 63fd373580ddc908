// Link by micro-deposits (spec §2 mobile "bank link (… micro-deposit)"): routing and account
// number; two deposits under $1 are then sent and the user confirms them (VerifyBankModal). The
// account number is sensitive (spec §1): hidden as it is typed, cleared once sent, and the API
// only ever returns its last four digits.
import { useSignals } from '@preact/signals-react/runtime';
import { forwardRef, type FormEvent } from 'react';
import {
  type BANK_ACCOUNT_TYPES,
  type BankAccount,
  MicroDepositLinkRequest,
} from '@/contract/funding';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { linkByMicroDeposits } from './api';
import { forForm } from './text';

type AccountType = (typeof BANK_ACCOUNT_TYPES)[number];
const TYPES = [
  { value: 'checking', title: 'Checking' },
  { value: 'savings', title: 'Savings' },
] as const;
const FIELDS = ['routing_number', 'account_number', 'account_type', 'nickname'];
const digits = (text: string) => text.replace(/[\s-]/g, '');

export const MicroDepositCard = forwardRef<HTMLElement, { onLinked: (bank: BankAccount) => void }>(
  function MicroDepositCard({ onLinked }, ref) {
    useSignals();
    const offline = !isOnline.value;
    const form = useForm({
      routing_number: '',
      account_number: '',
      account_type: 'checking',
      nickname: '',
    });
    const { values, errors } = form;

    const submit = async (event: FormEvent) => {
      event.preventDefault();
      const nickname = values.nickname.trim();
      const body = {
        routing_number: digits(values.routing_number),
        account_number: digits(values.account_number),
        account_type: values.account_type as AccountType,
        ...(nickname ? { nickname } : {}),
      };
      let linked: BankAccount | null = null;
      await form.submit(body, MicroDepositLinkRequest, async () => {
        try {
          linked = (await linkByMicroDeposits(body)).bank_account;
        } catch (error) {
          throw forForm(error, FIELDS);
        }
      });
      if (linked) onLinked(linked);
    };

    return (
      <Card aria-labelledby="micro-heading" ref={ref} tabIndex={-1}>
        <Heading as="h2" level={2} id="micro-heading">
          Link with account and routing numbers
        </Heading>
        <Muted>
          We send two deposits under $1 to your account. When they show on your statement (1–2
          business days), enter both amounts here to verify the account.
        </Muted>
        {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
        {offline ? (
          <Notice tone="warning">You are offline. Linking a bank needs a connection.</Notice>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField
            name="routing_number"
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={values.routing_number}
            error={errors.routing_number}
            hint="9 digits, printed at the bottom left of a check."
            onChange={form.update}
          />
          <TextField
            name="account_number"
            label="Account number"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={values.account_number}
            error={errors.account_number}
            hint="Hidden as you type. We only ever show its last four digits."
            onChange={form.update}
          />
          <ChoiceGroup
            legend="Account type"
            name="account_type"
            choices={TYPES}
            value={values.account_type as AccountType}
            onChange={(value) => form.update('account_type', value)}
          />
          <TextField
            name="nickname"
            label="Nickname (optional)"
            autoComplete="off"
            maxLength={50}
            value={values.nickname}
            error={errors.nickname}
            onChange={form.update}
          />
          <Button type="submit" block disabled={form.busy || offline}>
            {form.busy ? <Spinner size="small" label="Linking your bank" /> : null}
            Send micro-deposits
          </Button>
        </form>
      </Card>
    );
  },
);
