// Accounts and the onboarding answers behind /app/account_type, /app/brokerage_account and
// /app/investing_experience (spec §2).
import type { FastifyInstance } from 'fastify';
import {
  AccountsResponse,
  AccountTypeRequest,
  BrokerageOptInRequest,
  InvestingExperienceRequest,
} from '@/contract/accounts';
import { UserResponse } from '@/contract/users';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import {
  chooseAccountType,
  listAccounts,
  setBrokerageOptIn,
  setInvestingExperience,
} from '../services/accounts';
import { getUser } from '../services/users';

export function accountRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/accounts',
      summary: "The user's accounts with cash derived from the ledger",
      tag: 'accounts',
      auth: 'session',
      response: AccountsResponse,
    },
    ({ userId }) => listAccounts(db, userId),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/accounts/account_type',
      summary: 'Choose the live or the simulated (paper) account',
      tag: 'accounts',
      auth: 'session',
      body: AccountTypeRequest,
      response: UserResponse,
    },
    async ({ userId, body }): Promise<UserResponse> => {
      await chooseAccountType(db, userId, body.account_type);
      return { user: await getUser(db, userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/accounts/brokerage_account',
      summary: 'Opt in to (or out of) a brokerage account',
      tag: 'accounts',
      auth: 'session',
      body: BrokerageOptInRequest,
      response: UserResponse,
    },
    async ({ userId, body }): Promise<UserResponse> => {
      await setBrokerageOptIn(db, userId, body.opt_in);
      return { user: await getUser(db, userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/accounts/investing_experience',
      summary: 'Record the investing experience answer',
      tag: 'accounts',
      auth: 'session',
      body: InvestingExperienceRequest,
      response: UserResponse,
    },
    async ({ userId, body }): Promise<UserResponse> => {
      await setInvestingExperience(db, userId, body.investing_experience);
      return { user: await getUser(db, userId) };
    },
  );
}
