// Accounts and the onboarding answers behind /app/account_type, /app/brokerage_account and
// /app/investing_experience (spec §2). The paper reset is an order matter: ordersEndpoints.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import {
  AccountsResponse,
  AccountTypeRequest,
  BrokerageOptInRequest,
  InvestingExperienceRequest,
} from '../accounts';
import { endpoint } from '../endpoint';
import { UserResponse } from '../users';

const tag = 'accounts';

export const list = endpoint({
  method: 'GET',
  path: '/accounts',
  summary: "The user's accounts with cash derived from the ledger",
  tag,
  auth: 'session',
  response: AccountsResponse,
});
export const accountType = endpoint({
  method: 'PUT',
  path: '/accounts/account_type',
  summary: 'Choose the live or the simulated (paper) account',
  tag,
  auth: 'session',
  body: AccountTypeRequest,
  response: UserResponse,
});
export const brokerageOptIn = endpoint({
  method: 'PUT',
  path: '/accounts/brokerage_account',
  summary: 'Opt in to (or out of) a brokerage account',
  tag,
  auth: 'session',
  body: BrokerageOptInRequest,
  response: UserResponse,
});
export const investingExperience = endpoint({
  method: 'PUT',
  path: '/accounts/investing_experience',
  summary: 'Record the investing experience answer',
  tag,
  auth: 'session',
  body: InvestingExperienceRequest,
  response: UserResponse,
});
