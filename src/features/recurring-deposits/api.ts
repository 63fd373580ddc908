// This feature's calls: /api/v1/funding/recurring_deposits (server/routes/recurring-deposits.ts),
// plus the bank accounts and accounts the form picks from. Creating a schedule carries an
// Idempotency-Key (DESIGN.md "Money"): the form makes one and reuses it on "Try again", so a lost
// answer can never schedule the same deposits twice.
import { AccountsResponse } from '@/contract/accounts';
import { BankAccountsResponse } from '@/contract/funding';
import {
  type CreateRecurringDepositRequest,
  RecurringDepositResponse,
  RecurringDepositsResponse,
  type UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import { api } from '@/platform/api';

const BASE = '/funding/recurring_deposits';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const loadRecurringDeposits = () => api({ path: BASE, response: RecurringDepositsResponse });

export const loadBankAccounts = () =>
  api({ path: '/funding/bank_accounts', response: BankAccountsResponse });

export const loadAccounts = () => api({ path: '/accounts', response: AccountsResponse });

export const createRecurringDeposit = (
  body: CreateRecurringDepositRequest,
  idempotencyKey: string,
) =>
  api({
    method: 'POST',
    path: BASE,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: RecurringDepositResponse,
  });

export const updateRecurringDeposit = (id: string, body: UpdateRecurringDepositRequest) =>
  api({ method: 'PUT', path: one(id), body, response: RecurringDepositResponse });

export const cancelRecurringDeposit = (id: string) =>
  api({ method: 'DELETE', path: one(id), response: RecurringDepositResponse });

/** One key per schedule form (kept across retries of that form). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
