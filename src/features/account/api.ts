import { AccountsResponse } from '@/contract/accounts';
import type { AccountType, InvestingExperienceId } from '@/contract/users';
import { UserResponse } from '@/contract/users';
import { api } from '@/platform/api';

export const loadAccounts = () => api({ path: '/accounts', response: AccountsResponse });

export const chooseAccountType = (account_type: AccountType) =>
  api({
    method: 'PUT',
    path: '/accounts/account_type',
    body: { account_type },
    response: UserResponse,
  });

export const setBrokerageOptIn = (opt_in: boolean) =>
  api({
    method: 'PUT',
    path: '/accounts/brokerage_account',
    body: { opt_in },
    response: UserResponse,
  });

export const setInvestingExperience = (investing_experience: InvestingExperienceId) =>
  api({
    method: 'PUT',
    path: '/accounts/investing_experience',
    body: { investing_experience },
    response: UserResponse,
  });
