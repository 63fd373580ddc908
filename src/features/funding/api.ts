// The funding feature's calls to /api/v1/funding (server/routes/funding.ts). Deposits and
// withdrawals carry an Idempotency-Key (DESIGN.md "Money"): the screen makes one key per attempt
// and reuses it on "Try again", so a lost answer can never move money twice.
import {
  type AcatTransferRequest,
  type InstantLinkRequest,
  type MicroDepositLinkRequest,
  type TransferRequest,
  type VerifyBankAccountRequest,
} from '@/contract/funding';
import { call } from '@/platform/api';
import * as fundingEndpoints from '@/contract/endpoints/funding';

export const loadInstitutions = () => call(fundingEndpoints.institutions);

export const loadBankAccounts = () => call(fundingEndpoints.bankAccounts);

export const loadBankAccount = (id: string) =>
  call(fundingEndpoints.bankAccount, { params: { id } });

export const linkInstantly = (body: InstantLinkRequest) =>
  call(fundingEndpoints.instantLink, { body });

export const linkByMicroDeposits = (body: MicroDepositLinkRequest) =>
  call(fundingEndpoints.microDepositLink, { body });

export const verifyBankAccount = (id: string, body: VerifyBankAccountRequest) =>
  call(fundingEndpoints.verifyBankAccount, { params: { id }, body });

export const renameBankAccount = (id: string, nickname: string) =>
  call(fundingEndpoints.renameBankAccount, { params: { id }, body: { nickname } });

export const removeBankAccount = (id: string) =>
  call(fundingEndpoints.removeBankAccount, { params: { id } });

export const loadBreakdown = () => call(fundingEndpoints.breakdown);

export const loadFundingHistory = () => call(fundingEndpoints.history);

export type TransferDirection = 'deposit' | 'withdrawal';

export const sendTransfer = (
  direction: TransferDirection,
  body: TransferRequest,
  idempotencyKey: string,
) =>
  call(direction === 'deposit' ? fundingEndpoints.deposit : fundingEndpoints.withdraw, {
    body,
    idempotencyKey,
  });

/** A fresh key per deposit or withdrawal the person confirms. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const loadAcatTransfers = () => call(fundingEndpoints.acatTransfers);

export const requestAcatTransfer = (body: AcatTransferRequest) =>
  call(fundingEndpoints.requestAcatTransfer, { body });
