// Accounts and the onboarding answers behind /app/account_type, /app/brokerage_account and
// /app/investing_experience (spec §2).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import {
  chooseAccountType,
  listAccounts,
  setBrokerageOptIn,
  setInvestingExperience,
} from '../services/accounts';
import { getUser } from '../services/users';
import * as accountsEndpoints from '@/contract/endpoints/accounts';

export async function accountRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  defineRoute(app, accountsEndpoints.list, ({ userId }) => listAccounts(db, userId));

  defineRoute(app, accountsEndpoints.accountType, async ({ userId, body }) => {
    await chooseAccountType(db, userId, body.account_type);
    return { user: await getUser(db, userId) };
  });

  defineRoute(app, accountsEndpoints.brokerageOptIn, async ({ userId, body }) => {
    await setBrokerageOptIn(db, userId, body.opt_in);
    return { user: await getUser(db, userId) };
  });

  defineRoute(app, accountsEndpoints.investingExperience, async ({ userId, body }) => {
    await setInvestingExperience(db, userId, body.investing_experience);
    return { user: await getUser(db, userId) };
  });
}
