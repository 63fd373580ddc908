// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. The six application-step screens share one chunk (screens.tsx), so moving
// from step to step loads nothing new.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { liveAccountPaths as paths } from './paths';
import type * as StepScreens from './screens';

const step = (screen: keyof typeof StepScreens) =>
  lazy(() => import('./screens').then((m) => ({ default: m[screen] })));
const signedIn = { signedIn: true } as const;
const resume = lazy(() => import('./ResumeScreen'));
const upload = lazy(() => import('./UploadScreen'));

export const LIVE_ACCOUNTS_ROUTES: AppRouteTable = [
  [paths.contact, step('ContactScreen'), signedIn],
  [paths.identity, step('IdentityScreen'), signedIn],
  [paths.disclosures, step('DisclosuresScreen'), signedIn],
  [paths.disclosuresEmployment, step('EmploymentScreen'), signedIn],
  [paths.agreements, step('AgreementsScreen'), signedIn],
  [paths.investorProfile, step('InvestorProfileScreen'), signedIn],
  [paths.confirmation, lazy(() => import('./ConfirmationScreen')), signedIn],
  [paths.almostThere, lazy(() => import('./AlmostThereScreen')), signedIn],
  [paths.onboard, resume, signedIn],
  [paths.finishAccountSetup, resume, signedIn],
  [paths.submissionStatus, lazy(() => import('./StatusScreen')), signedIn],
  [paths.resubmitAddress, lazy(() => import('./ResubmitAddressScreen')), signedIn],
  [paths.uploadRequiredDocuments, upload, signedIn],
  [paths.documentation, upload, signedIn],
  [paths.trustedContact, lazy(() => import('./TrustedContactScreen')), signedIn],
];
