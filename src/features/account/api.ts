import type { AccountType, InvestingExperienceId } from '@/contract/users';
import { call } from '@/platform/api';
import * as accountsEndpoints from '@/contract/endpoints/accounts';

export const loadAccounts = () => call(accountsEndpoints.list);

export const chooseAccountType = (account_type: AccountType) =>
  call(accountsEndpoints.accountType, { body: { account_type } });

export const setBrokerageOptIn = (opt_in: boolean) =>
  call(accountsEndpoints.brokerageOptIn, { body: { opt_in } });

export const setInvestingExperience = (investing_experience: InvestingExperienceId) =>
  call(accountsEndpoints.investingExperience, { body: { investing_experience } });
