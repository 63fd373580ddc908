import { array, boolean, enums, number, object, string, type, type Infer } from './structs';
import { AccountType, InvestingExperienceId } from './users';

const ACCOUNT_STATUSES = ['open', 'application_not_started', 'closed'] as const;

export const Account = type({
  id: string(),
  type: AccountType,
  status: enums(ACCOUNT_STATUSES),
  /** Integer cents, derived from the ledger (DESIGN.md "Money"). */
  cash_cents: number(),
});
export type Account = Infer<typeof Account>;

export const AccountsResponse = type({ accounts: array(Account) });
export type AccountsResponse = Infer<typeof AccountsResponse>;

/** PUT /api/v1/accounts/account_type (/app/account_type). */
export const AccountTypeRequest = object({ account_type: AccountType });
export type AccountTypeRequest = Infer<typeof AccountTypeRequest>;

/** PUT /api/v1/accounts/brokerage_account (/app/brokerage_account, opt-in). */
export const BrokerageOptInRequest = object({ opt_in: boolean() });
export type BrokerageOptInRequest = Infer<typeof BrokerageOptInRequest>;

/** PUT /api/v1/accounts/investing_experience (/app/investing_experience). */
export const InvestingExperienceRequest = object({ investing_experience: InvestingExperienceId });
export type InvestingExperienceRequest = Infer<typeof InvestingExperienceRequest>;
