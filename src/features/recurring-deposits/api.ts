// This feature's calls: /api/v1/funding/recurring_deposits (server/routes/recurring-deposits.ts),
// plus the bank accounts and accounts the form picks from. Creating a schedule carries an
// Idempotency-Key (DESIGN.md "Money"): the form makes one and reuses it on "Try again", so a lost
// answer can never schedule the same deposits twice.
import {
  type CreateRecurringDepositRequest,
  type UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import { call } from '@/platform/api';
import * as accountsEndpoints from '@/contract/endpoints/accounts';
import * as fundingEndpoints from '@/contract/endpoints/funding';
import * as recurringDepositsEndpoints from '@/contract/endpoints/recurring-deposits';

export const loadRecurringDeposits = () => call(recurringDepositsEndpoints.list);

export const loadBankAccounts = () => call(fundingEndpoints.bankAccounts);

export const loadAccounts = () => call(accountsEndpoints.list);

export const createRecurringDeposit = (
  body: CreateRecurringDepositRequest,
  idempotencyKey: string,
) => call(recurringDepositsEndpoints.create, { body, idempotencyKey });

export const updateRecurringDeposit = (id: string, body: UpdateRecurringDepositRequest) =>
  call(recurringDepositsEndpoints.update, { params: { id }, body });

export const cancelRecurringDeposit = (id: string) =>
  call(recurringDepositsEndpoints.cancel, { params: { id } });

/** One key per schedule form (kept across retries of that form). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
