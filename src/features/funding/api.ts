// The funding feature's calls to /api/v1/funding (server/routes/funding.ts). Deposits and
// withdrawals carry an Idempotency-Key (DESIGN.md "Money"): the screen makes one key per attempt
// and reuses it on "Try again", so a lost answer can never move money twice.
import {
  AcatTransferResponse,
  AcatTransfersResponse,
  BankAccountResponse,
  BankAccountsResponse,
  FundingBreakdownResponse,
  FundingHistoryResponse,
  InstitutionsResponse,
  TransferResponse,
  type AcatTransferRequest,
  type InstantLinkRequest,
  type MicroDepositLinkRequest,
  type TransferRequest,
  type VerifyBankAccountRequest,
} from '@/contract/funding';
import { api } from '@/platform/api';

const bankPath = (id: string) => `/funding/bank_accounts/${encodeURIComponent(id)}`;

export const loadInstitutions = () =>
  api({ path: '/funding/institutions', response: InstitutionsResponse });

export const loadBankAccounts = () =>
  api({ path: '/funding/bank_accounts', response: BankAccountsResponse });

export const loadBankAccount = (id: string) =>
  api({ path: bankPath(id), response: BankAccountResponse });

export const linkInstantly = (body: InstantLinkRequest) =>
  api({
    method: 'POST',
    path: '/funding/bank_accounts/instant_link',
    body,
    response: BankAccountResponse,
  });

export const linkByMicroDeposits = (body: MicroDepositLinkRequest) =>
  api({
    method: 'POST',
    path: '/funding/bank_accounts/micro_deposits',
    body,
    response: BankAccountResponse,
  });

export const verifyBankAccount = (id: string, body: VerifyBankAccountRequest) =>
  api({ method: 'POST', path: `${bankPath(id)}/verify`, body, response: BankAccountResponse });

export const renameBankAccount = (id: string, nickname: string) =>
  api({ method: 'PUT', path: bankPath(id), body: { nickname }, response: BankAccountResponse });

export const removeBankAccount = (id: string) =>
  api({ method: 'DELETE', path: bankPath(id), response: BankAccountResponse });

export const loadBreakdown = () =>
  api({ path: '/funding/breakdown', response: FundingBreakdownResponse });

export const loadFundingHistory = () =>
  api({ path: '/funding/history', response: FundingHistoryResponse });

export type TransferDirection = 'deposit' | 'withdrawal';

export const sendTransfer = (
  direction: TransferDirection,
  body: TransferRequest,
  idempotencyKey: string,
) =>
  api({
    method: 'POST',
    path: direction === 'deposit' ? '/funding/deposits' : '/funding/withdrawals',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: TransferResponse,
  });

/** A fresh key per deposit or withdrawal the person confirms. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const loadAcatTransfers = () =>
  api({ path: '/funding/acat_transfers', response: AcatTransfersResponse });

export const requestAcatTransfer = (body: AcatTransferRequest) =>
  api({ method: 'POST', path: '/funding/acat_transfers', body, response: AcatTransferResponse });
