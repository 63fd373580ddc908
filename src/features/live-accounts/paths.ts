// Live-account application paths (spec §2, in §4's onboarding order where they are steps).
// Beside the feature rather than in src/paths.ts, which ships with every marketing page.
export const liveAccountPaths = {
  /** Name, address, phone. */
  contact: '/app/live_accounts/contact',
  /** Date of birth and identity. */
  identity: '/app/live_accounts/identity',
  disclosures: '/app/live_accounts/disclosures',
  disclosuresEmployment: '/app/live_accounts/disclosures-employment',
  agreements: '/app/live_accounts/agreements',
  investorProfile: '/app/live_accounts/investor_profile',
  confirmation: '/app/live_accounts/confirmation',
  almostThere: '/app/almost-there',
  onboard: '/app/onboard',
  finishAccountSetup: '/app/finish-account-setup',
  submissionStatus: '/app/live-account-submission-status',
  resubmitAddress: '/app/resubmit-address',
  uploadRequiredDocuments: '/app/upload-required-documents',
  documentation: '/app/live_accounts/documentation',
  trustedContact: '/app/trusted-contact',
} as const;
