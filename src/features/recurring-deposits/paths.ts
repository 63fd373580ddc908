// This feature's screens live at the funding paths of spec §2 (owned by the funding feature).
import { fundingPaths } from '@/features/funding';

export const recurringPaths = {
  list: fundingPaths.recurringDeposits,
  schedule: fundingPaths.scheduleRecurringDeposit,
  linkBank: fundingPaths.linkBank,
  funding: fundingPaths.funding,
} as const;
