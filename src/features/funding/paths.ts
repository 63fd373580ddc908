// Funding paths (spec §2 "/funding…", "/portfolio/funding"). Kept beside the feature, not in
// src/paths.ts, because src/paths.ts ships with every marketing page (the JS budget of `/`,
// docs/decisions/0001-root-page-budget.md).
export const fundingPaths = {
  funding: '/app/funding',
  deposit: '/app/funding/deposit',
  withdraw: '/app/funding/withdraw',
  linkBank: '/app/funding/link-bank',
  recurringDeposits: '/app/funding/recurring-deposits',
  scheduleRecurringDeposit: '/app/funding/schedule-new-recurring-deposit',
  portfolioFunding: '/app/portfolio/funding',
} as const;
