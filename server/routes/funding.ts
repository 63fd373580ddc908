// Funding (issue 5/10 items 2–3; spec §2 /funding, /funding/link-bank, /funding/deposit,
// /funding/withdraw, /portfolio/funding; mobile bank link, verify, manage bank accounts,
// withdrawal breakdown and ACAT modals). Thin: validate with the contract, call the service.
// Deposits and withdrawals need an Idempotency-Key header (DESIGN.md "Money, quantities, time");
// a retry is answered with the first response (always 201, so the stored status is the route's).
import type { FastifyInstance } from 'fastify';
import {
  AcatTransferRequest,
  AcatTransferResponse,
  AcatTransfersResponse,
  BankAccountResponse,
  BankAccountsResponse,
  FundingBreakdownResponse,
  FundingHistoryResponse,
  InstantLinkRequest,
  InstitutionsResponse,
  MicroDepositLinkRequest,
  RenameBankAccountRequest,
  TransferRequest,
  TransferResponse,
  VerifyBankAccountRequest,
} from '@/contract/funding';
import type { Db } from '../db/client';
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
  verifyBankAccount,
} from '../services/funding/bank-accounts';
import { fundingDeps, type FundingOptions } from '../services/funding/deps';
import { deposit, fundingHistory, getBreakdown, withdraw } from '../services/funding/transfers';
import { readIdempotencyKey } from '../http/idempotency-key';

/** The `:id` of a funding route, checked by the service that looks it up. */
export const idParam = ({ request }: { request: { params: unknown } }) =>
  String((request.params as { id?: unknown }).id ?? '');

export async function fundingRoutes(
  app: FastifyInstance,
  base: { db: Db; now: () => Date },
  options: FundingOptions = {},
): Promise<void> {
  const deps = await fundingDeps(base.db, base.now, options);
  const tag = 'funding';
  const prefix = '/api/v1/funding';

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/institutions`,
      summary: "The bank-link provider's institutions (the built-in one is a sandbox)",
      tag,
      auth: 'session',
      response: InstitutionsResponse,
    },
    async () => ({ provider: deps.provider.name, institutions: deps.provider.institutions() }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/bank_accounts`,
      summary: "The user's linked bank accounts (numbers masked to the last four)",
      tag,
      auth: 'session',
      response: BankAccountsResponse,
    },
    async ({ userId }) => ({ bank_accounts: await listBankAccounts(deps.db, userId) }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/bank_accounts/instant_link`,
      summary: 'Link a bank account instantly through the provider (verified at once)',
      tag,
      auth: 'session',
      body: InstantLinkRequest,
      response: BankAccountResponse,
      status: 201,
    },
    async ({ userId, body }) => ({ bank_account: await linkInstantly(deps, userId, body) }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/bank_accounts/micro_deposits`,
      summary: 'Link a bank account by account and routing number: two micro-deposits are sent',
      tag,
      auth: 'session',
      body: MicroDepositLinkRequest,
      response: BankAccountResponse,
      status: 201,
    },
    async ({ userId, body }) => ({ bank_account: await linkByMicroDeposits(deps, userId, body) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/bank_accounts/:id`,
      summary: 'One linked bank account and its status',
      tag,
      auth: 'session',
      response: BankAccountResponse,
    },
    async (ctx) => ({
      bank_account: bankAccountView(await findBankAccount(deps.db, ctx.userId, idParam(ctx))),
    }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/bank_accounts/:id/verify`,
      summary: 'Confirm the two micro-deposit amounts (three wrong tries lock the link)',
      tag,
      auth: 'session',
      body: VerifyBankAccountRequest,
      response: BankAccountResponse,
    },
    async (ctx) => ({
      bank_account: await verifyBankAccount(deps, ctx.userId, idParam(ctx), ctx.body),
    }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${prefix}/bank_accounts/:id`,
      summary: 'Rename a linked bank account',
      tag,
      auth: 'session',
      body: RenameBankAccountRequest,
      response: BankAccountResponse,
    },
    async (ctx) => ({
      bank_account: await renameBankAccount(deps, ctx.userId, idParam(ctx), ctx.body.nickname),
    }),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${prefix}/bank_accounts/:id`,
      summary: "Remove a linked bank account (kept with status 'removed')",
      tag,
      auth: 'session',
      response: BankAccountResponse,
    },
    async (ctx) => ({
      bank_account: await removeBankAccount(deps, ctx.userId, idParam(ctx)),
    }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/deposits`,
      summary:
        'Deposit from a verified bank account into the live account (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: TransferRequest,
      response: TransferResponse,
      status: 201,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return (await deposit(deps, ctx.userId, ctx.body, key)).body;
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/withdrawals`,
      summary:
        'Withdraw up to the withdrawable cash to a verified bank account (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: TransferRequest,
      response: TransferResponse,
      status: 201,
    },
    async (ctx) => {
      const key = readIdempotencyKey(ctx.request);
      return (await withdraw(deps, ctx.userId, ctx.body, key)).body;
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/breakdown`,
      summary: 'The withdrawal breakdown: cash, unsettled, pending, withdrawable',
      tag,
      auth: 'session',
      response: FundingBreakdownResponse,
    },
    async ({ userId }) => ({ breakdown: await getBreakdown(deps, userId) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/history`,
      summary: "The live account's funding history (deposits, withdrawals, ACAT requests)",
      tag,
      auth: 'session',
      response: FundingHistoryResponse,
    },
    ({ userId }) => fundingHistory(deps, userId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${prefix}/acat_transfers`,
      summary: 'Request an ACAT transfer from another broker (stored as submitted)',
      tag,
      auth: 'session',
      body: AcatTransferRequest,
      response: AcatTransferResponse,
      status: 201,
    },
    async ({ userId, body }) => ({ acat_transfer: await requestAcatTransfer(deps, userId, body) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/acat_transfers`,
      summary: "The user's ACAT transfer requests",
      tag,
      auth: 'session',
      response: AcatTransfersResponse,
    },
    async ({ userId }) => ({ acat_transfers: await listAcatTransfers(deps.db, userId) }),
  );
}
