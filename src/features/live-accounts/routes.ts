// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. The six application-step screens share one chunk (screens.tsx), so moving
// from step to step loads nothing new.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { liveAccountPaths as paths } from './paths';
import type * as StepScreens from './screens';

const step = (screen: keyof typeof StepScreens) =>
  preloadablePage(() => import('./screens').then((m) => ({ default: m[screen] })));
const signedIn = { signedIn: true } as const;
const resume = preloadablePage(() => import('./ResumeScreen'));
const upload = preloadablePage(() => import('./UploadScreen'));

export const LIVE_ACCOUNTS_ROUTES: AppRouteTable = [
  [paths.contact, step('ContactScreen'), signedIn],
  [paths.identity, step('IdentityScreen'), signedIn],
  [paths.disclosures, step('DisclosuresScreen'), signedIn],
  [paths.disclosuresEmployment, step('EmploymentScreen'), signedIn],
  [paths.agreements, step('AgreementsScreen'), signedIn],
  [paths.investorProfile, step('InvestorProfileScreen'), signedIn],
  [paths.confirmation, preloadablePage(() => import('./ConfirmationScreen')), signedIn],
  [paths.almostThere, preloadablePage(() => import('./AlmostThereScreen')), signedIn],
  [paths.onboard, resume, signedIn],
  [paths.finishAccountSetup, resume, signedIn],
  [paths.submissionStatus, preloadablePage(() => import('./StatusScreen')), signedIn],
  [paths.resubmitAddress, preloadablePage(() => import('./ResubmitAddressScreen')), signedIn],
  [paths.uploadRequiredDocuments, upload, signedIn],
  [paths.documentation, upload, signedIn],
  [paths.trustedContact, preloadablePage(() => import('./TrustedContactScreen')), signedIn],
];
