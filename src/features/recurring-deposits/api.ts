// This feature's calls: /api/v1/funding/recurring_deposits (server/routes/recurring-deposits.ts),
// plus the bank accounts and accounts the form picks from. Creating a schedule carries an
// Idempotency-Key (DESIGN.md "Money"): the form makes one and reuses it on "Try again", so a lost
// answer can never schedule the same deposits twice. The queries name what they read, for the
// app's query cache (platform/queries); a change that succeeds marks the schedules stale.
import type { AccountsResponse } from '@/contract/accounts';
import type { BankAccountsResponse } from '@/contract/funding';
import {
  type CreateRecurringDepositRequest,
  type RecurringDepositsResponse,
  type UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as accountsEndpoints from '@/contract/endpoints/accounts';
import * as fundingEndpoints from '@/contract/endpoints/funding';
import * as recurringDepositsEndpoints from '@/contract/endpoints/recurring-deposits';

const loadBankAccounts = () => call(fundingEndpoints.bankAccounts);

/** The schedules, and the bank accounts an edit may pick from. */
export const schedulesQuery: ApiQuery<[RecurringDepositsResponse, BankAccountsResponse]> = {
  reads: [recurringDepositsEndpoints.list, fundingEndpoints.bankAccounts],
  load: () => Promise.all([call(recurringDepositsEndpoints.list), loadBankAccounts()]),
};

/** The bank accounts a new schedule may come from, and whether a live account is open. */
export const banksAndAccountsQuery: ApiQuery<[BankAccountsResponse, AccountsResponse]> = {
  reads: [fundingEndpoints.bankAccounts, accountsEndpoints.list],
  load: () => Promise.all([loadBankAccounts(), call(accountsEndpoints.list)]),
};

export const createRecurringDeposit = (
  body: CreateRecurringDepositRequest,
  idempotencyKey: string,
) =>
  afterChange(
    'recurringDeposit',
    call(recurringDepositsEndpoints.create, { body, idempotencyKey }),
  );

export const updateRecurringDeposit = (id: string, body: UpdateRecurringDepositRequest) =>
  afterChange(
    'recurringDeposit',
    call(recurringDepositsEndpoints.update, { params: { id }, body }),
  );

export const cancelRecurringDeposit = (id: string) =>
  afterChange('recurringDeposit', call(recurringDepositsEndpoints.cancel, { params: { id } }));

/** One key per schedule form (kept across retries of that form). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
