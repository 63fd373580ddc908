// The funding feature's calls to /api/v1/funding (server/routes/funding.ts). Deposits and
// withdrawals carry an Idempotency-Key (DESIGN.md "Money"): the screen makes one key per attempt
// and reuses it on "Try again", so a lost answer can never move money twice. The queries name what
// they read, for the app's query cache (platform/queries); a change that succeeds marks what it
// made stale.
import {
  type AcatTransferRequest,
  type AcatTransfersResponse,
  type BankAccountsResponse,
  type FundingBreakdownResponse,
  type FundingHistoryResponse,
  type InstantLinkRequest,
  type MicroDepositLinkRequest,
  type SandboxStatementResponse,
  type TransferRequest,
  type VerifyBankAccountRequest,
} from '@/contract/funding';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery, invalidateAfter } from '@/platform/queries';
import * as fundingEndpoints from '@/contract/endpoints/funding';

export const loadInstitutions = () => call(fundingEndpoints.institutions);

export const loadBankAccounts = () => call(fundingEndpoints.bankAccounts);

export const bankAccountsQuery: ApiQuery<BankAccountsResponse> = {
  reads: [fundingEndpoints.bankAccounts],
  load: loadBankAccounts,
};

export const loadBankAccount = (id: string) =>
  call(fundingEndpoints.bankAccount, { params: { id } });

/** The sandbox bank's statement of a micro-deposit link (the verify dialog shows it). */
export const sandboxStatementQuery = (id: string): ApiQuery<SandboxStatementResponse> => ({
  reads: [fundingEndpoints.sandboxStatement],
  args: [id],
  load: () => call(fundingEndpoints.sandboxStatement, { params: { id } }),
});

export const linkInstantly = (body: InstantLinkRequest) =>
  afterChange('bankAccount', call(fundingEndpoints.instantLink, { body }));

export const linkByMicroDeposits = (body: MicroDepositLinkRequest) =>
  afterChange('bankAccount', call(fundingEndpoints.microDepositLink, { body }));

/** A wrong try changes the link too (the tries left; the last one locks it), so either way. */
export const verifyBankAccount = (id: string, body: VerifyBankAccountRequest) =>
  call(fundingEndpoints.verifyBankAccount, { params: { id }, body }).finally(
    () => void invalidateAfter('bankAccount'),
  );

export const renameBankAccount = (id: string, nickname: string) =>
  afterChange(
    'bankAccount',
    call(fundingEndpoints.renameBankAccount, { params: { id }, body: { nickname } }),
  );

export const removeBankAccount = (id: string) =>
  afterChange('bankAccount', call(fundingEndpoints.removeBankAccount, { params: { id } }));

const loadBreakdown = () => call(fundingEndpoints.breakdown);

export const breakdownQuery: ApiQuery<FundingBreakdownResponse> = {
  reads: [fundingEndpoints.breakdown],
  load: loadBreakdown,
};

/** What a transfer is made from and how much may move: the bank accounts and the cash. */
export const banksAndBreakdownQuery: ApiQuery<[BankAccountsResponse, FundingBreakdownResponse]> = {
  reads: [fundingEndpoints.bankAccounts, fundingEndpoints.breakdown],
  load: () => Promise.all([loadBankAccounts(), loadBreakdown()]),
};

export const loadFundingHistory = () => call(fundingEndpoints.history);

export const fundingHistoryQuery: ApiQuery<FundingHistoryResponse> = {
  reads: [fundingEndpoints.history],
  load: loadFundingHistory,
};

export type TransferDirection = 'deposit' | 'withdrawal';

export const sendTransfer = (
  direction: TransferDirection,
  body: TransferRequest,
  idempotencyKey: string,
) =>
  afterChange(
    'transfer',
    call(direction === 'deposit' ? fundingEndpoints.deposit : fundingEndpoints.withdraw, {
      body,
      idempotencyKey,
    }),
  );

/** A fresh key per deposit or withdrawal the person confirms. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const acatTransfersQuery: ApiQuery<AcatTransfersResponse> = {
  reads: [fundingEndpoints.acatTransfers],
  load: () => call(fundingEndpoints.acatTransfers),
};

export const requestAcatTransfer = (body: AcatTransferRequest) =>
  afterChange('transfer', call(fundingEndpoints.requestAcatTransfer, { body }));
