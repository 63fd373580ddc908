// Funding's ledger accounts (server/services/ledger.ts for the conventions:
// customer balances positive, house balances negative).
//
// A deposit of A with instant credit I (≤ A, up to INSTANT_DEPOSIT_LIMIT_CENTS outstanding):
//   made:    pending_deposits +A, house:bank_transfers −A      (money on its way from the bank)
//            cash +I, pending_deposits −I                       (instant buying power)
//            unsettled_deposits +I, house:instant_credit −I     (that credit is not settled yet)
//   settled: cash +(A−I), pending_deposits −(A−I)
//            unsettled_deposits −I, house:instant_credit +I
// A withdrawal of W (W ≤ cash − unsettled_deposits, under the account lock):
//   made:      cash −W, pending_withdrawals +W
//   completed: pending_withdrawals −W, house:bank_transfers +W
// Verification micro-deposits: house:micro_deposits −(a+b), house:bank_transfers +(a+b).
export const pendingDepositsAccount = (accountId: string) =>
  `account:${accountId}:pending_deposits`;
export const unsettledDepositsAccount = (accountId: string) =>
  `account:${accountId}:unsettled_deposits`;
export const pendingWithdrawalsAccount = (accountId: string) =>
  `account:${accountId}:pending_withdrawals`;
/** The outside world's side of money between our customers and their banks. */
export const HOUSE_BANK_TRANSFERS = 'house:bank_transfers';
/** The firm's side of buying power advanced before deposits settle. */
export const HOUSE_INSTANT_CREDIT = 'house:instant_credit';
/** The other brokers' side of cash that arrives with an ACAT transfer (acat-progress.ts). */
export const HOUSE_ACAT_TRANSFERS = 'house:acat_transfers';
/** The firm's cost of verification micro-deposits. */
export const HOUSE_MICRO_DEPOSITS = 'house:micro_deposits';
