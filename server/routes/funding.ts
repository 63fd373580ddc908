// Funding (spec §2 /funding, /funding/link-bank, /funding/deposit, /funding/withdraw,
// /portfolio/funding; mobile bank link, verify, manage bank accounts, withdrawal breakdown and
// ACAT modals). Thin: the contract's endpoints (fundingEndpoints) validate, the services work.
// Deposits and withdrawals are idempotent endpoints (DESIGN.md "Money, quantities, time"): a
// retry is answered with the first response (always 201, so the stored status is the route's).
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { listAcatTransfers, requestAcatTransfer } from '../services/funding/acat';
import {
  findBankAccount,
  bankAccountView,
  linkByMicroDeposits,
  linkInstantly,
  listBankAccounts,
  removeBankAccount,
  renameBankAccount,
  sandboxStatement,
  verifyBankAccount,
} from '../services/funding/bank-accounts';
import { fundingDeps } from '../services/funding/deps';
import { deposit, fundingHistory, getBreakdown, withdraw } from '../services/funding/transfers';
import * as fundingEndpoints from '@/contract/endpoints/funding';

export async function fundingRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const base = coreOf(appDeps);
  const options = appDeps.settings.funding ?? {};
  const deps = await fundingDeps(base.db, base.now, options);

  defineRoute(app, fundingEndpoints.institutions, () => ({
    provider: deps.provider.name,
    institutions: deps.provider.institutions(),
  }));
  defineRoute(app, fundingEndpoints.bankAccounts, async ({ userId }) => ({
    bank_accounts: await listBankAccounts(deps.db, userId),
  }));
  defineRoute(app, fundingEndpoints.instantLink, async ({ userId, body }) => ({
    bank_account: await linkInstantly(deps, userId, body),
  }));
  defineRoute(app, fundingEndpoints.microDepositLink, async ({ userId, body }) => ({
    bank_account: await linkByMicroDeposits(deps, userId, body),
  }));
  defineRoute(app, fundingEndpoints.bankAccount, async ({ userId, params }) => ({
    bank_account: bankAccountView(await findBankAccount(deps.db, userId, params.id)),
  }));
  defineRoute(app, fundingEndpoints.sandboxStatement, ({ userId, params }) =>
    sandboxStatement(deps.db, userId, params.id),
  );
  defineRoute(app, fundingEndpoints.verifyBankAccount, async ({ userId, params, body }) => ({
    bank_account: await verifyBankAccount(deps, userId, params.id, body),
  }));
  defineRoute(app, fundingEndpoints.renameBankAccount, async ({ userId, params, body }) => ({
    bank_account: await renameBankAccount(deps, userId, params.id, body.nickname),
  }));
  defineRoute(app, fundingEndpoints.removeBankAccount, async ({ userId, params }) => ({
    bank_account: await removeBankAccount(deps, userId, params.id),
  }));
  defineRoute(
    app,
    fundingEndpoints.deposit,
    async ({ userId, body, idempotencyKey }) =>
      (await deposit(deps, userId, body, idempotencyKey)).body,
  );
  defineRoute(
    app,
    fundingEndpoints.withdraw,
    async ({ userId, body, idempotencyKey }) =>
      (await withdraw(deps, userId, body, idempotencyKey)).body,
  );
  defineRoute(app, fundingEndpoints.breakdown, async ({ userId }) => ({
    breakdown: await getBreakdown(deps, userId),
  }));
  defineRoute(app, fundingEndpoints.history, ({ userId }) => fundingHistory(deps, userId));
  defineRoute(app, fundingEndpoints.requestAcatTransfer, async ({ userId, body }) => ({
    acat_transfer: await requestAcatTransfer(deps, userId, body),
  }));
  defineRoute(app, fundingEndpoints.acatTransfers, async ({ userId }) => ({
    acat_transfers: await listAcatTransfers(deps.db, userId),
  }));
}
