import type { AccountsResponse } from '@/contract/accounts';
import type { AccountType, InvestingExperienceId } from '@/contract/users';
import { call, keptAnswer } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as accountsEndpoints from '@/contract/endpoints/accounts';

const loadAccounts = () => call(accountsEndpoints.list);

export const accountsQuery: ApiQuery<AccountsResponse> = {
  reads: [accountsEndpoints.list],
  load: loadAccounts,
  last: () => keptAnswer(accountsEndpoints.list),
};

export const chooseAccountType = (account_type: AccountType) =>
  afterChange('settings', call(accountsEndpoints.accountType, { body: { account_type } }));

export const setBrokerageOptIn = (opt_in: boolean) =>
  afterChange('settings', call(accountsEndpoints.brokerageOptIn, { body: { opt_in } }));

export const setInvestingExperience = (investing_experience: InvestingExperienceId) =>
  afterChange(
    'settings',
    call(accountsEndpoints.investingExperience, { body: { investing_experience } }),
  );
