// The funding API (spec §2 /funding, /funding/link-bank, /funding/deposit, /funding/withdraw,
// /portfolio/funding): each endpoint once, for the route and the client alike. Deposits and
// withdrawals are money requests (DESIGN.md "Money, quantities, time"): a retry with the same
// Idempotency-Key is answered with the first answer.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { object } from '../structs';
import { PathId } from '../fields';
import { endpoint } from '../endpoint';
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
  SandboxStatementResponse,
  TransferRequest,
  TransferResponse,
  VerifyBankAccountRequest,
} from '../funding';

/** A bank account's `:id`: what it must look like is the service's to say (a 404 otherwise). */
const BankAccountPath = object({ id: PathId });

const tag = 'funding';

export const institutions = endpoint({
  method: 'GET',
  path: '/funding/institutions',
  summary: "The bank-link provider's institutions (the built-in one is a sandbox)",
  tag,
  auth: 'session',
  response: InstitutionsResponse,
});
export const bankAccounts = endpoint({
  method: 'GET',
  path: '/funding/bank_accounts',
  summary: "The user's linked bank accounts (numbers masked to the last four)",
  tag,
  auth: 'session',
  response: BankAccountsResponse,
});
export const instantLink = endpoint({
  method: 'POST',
  path: '/funding/bank_accounts/instant_link',
  summary: 'Link a bank account instantly through the provider (verified at once)',
  tag,
  auth: 'session',
  body: InstantLinkRequest,
  response: BankAccountResponse,
  status: 201,
});
export const microDepositLink = endpoint({
  method: 'POST',
  path: '/funding/bank_accounts/micro_deposits',
  summary: 'Link a bank account by account and routing number: two micro-deposits are sent',
  tag,
  auth: 'session',
  body: MicroDepositLinkRequest,
  response: BankAccountResponse,
  status: 201,
});
export const bankAccount = endpoint({
  method: 'GET',
  path: '/funding/bank_accounts/:id',
  summary: 'One linked bank account and its status',
  tag,
  auth: 'session',
  params: BankAccountPath,
  response: BankAccountResponse,
});
export const verifyBankAccount = endpoint({
  method: 'POST',
  path: '/funding/bank_accounts/:id/verify',
  summary: 'Confirm the two micro-deposit amounts (three wrong tries lock the link)',
  tag,
  auth: 'session',
  params: BankAccountPath,
  body: VerifyBankAccountRequest,
  response: BankAccountResponse,
});
export const sandboxStatement = endpoint({
  method: 'GET',
  path: '/funding/bank_accounts/:id/sandbox_statement',
  summary: "The sandbox bank's statement of a micro-deposit link: the two amounts to verify with",
  tag,
  auth: 'session',
  params: BankAccountPath,
  response: SandboxStatementResponse,
});
export const renameBankAccount = endpoint({
  method: 'PUT',
  path: '/funding/bank_accounts/:id',
  summary: 'Rename a linked bank account',
  tag,
  auth: 'session',
  params: BankAccountPath,
  body: RenameBankAccountRequest,
  response: BankAccountResponse,
});
export const removeBankAccount = endpoint({
  method: 'DELETE',
  path: '/funding/bank_accounts/:id',
  summary: "Remove a linked bank account (kept with status 'removed')",
  tag,
  auth: 'session',
  params: BankAccountPath,
  response: BankAccountResponse,
});
export const deposit = endpoint({
  method: 'POST',
  path: '/funding/deposits',
  summary: 'Deposit from a verified bank account into the live account',
  tag,
  auth: 'session',
  body: TransferRequest,
  response: TransferResponse,
  status: 201,
  idempotent: true,
});
export const withdraw = endpoint({
  method: 'POST',
  path: '/funding/withdrawals',
  summary: 'Withdraw up to the withdrawable cash to a verified bank account',
  tag,
  auth: 'session',
  body: TransferRequest,
  response: TransferResponse,
  status: 201,
  idempotent: true,
});
export const breakdown = endpoint({
  method: 'GET',
  path: '/funding/breakdown',
  summary: 'The withdrawal breakdown: cash, unsettled, pending, withdrawable',
  tag,
  auth: 'session',
  response: FundingBreakdownResponse,
});
export const history = endpoint({
  method: 'GET',
  path: '/funding/history',
  summary: "The live account's funding history (deposits, withdrawals, ACAT requests)",
  tag,
  auth: 'session',
  response: FundingHistoryResponse,
});
export const requestAcatTransfer = endpoint({
  method: 'POST',
  path: '/funding/acat_transfers',
  summary: 'Request an ACAT transfer from another broker (stored as submitted)',
  tag,
  auth: 'session',
  body: AcatTransferRequest,
  response: AcatTransferResponse,
  status: 201,
});
export const acatTransfers = endpoint({
  method: 'GET',
  path: '/funding/acat_transfers',
  summary: "The user's ACAT transfer requests",
  tag,
  auth: 'session',
  response: AcatTransfersResponse,
});
