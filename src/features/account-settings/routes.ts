// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen is
// a lazy chunk and needs a session.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { accountSettingsPaths as paths } from './paths';

const signedIn = { signedIn: true } as const;

export const ACCOUNT_SETTINGS_ROUTES: AppRouteTable = [
  [paths.account, preloadablePage(() => import('./AccountScreen')), signedIn],
  [paths.editProfile, preloadablePage(() => import('./EditProfileScreen')), signedIn],
  [paths.email, preloadablePage(() => import('./EmailScreen')), signedIn],
  // Handles signed-out visitors itself: the app's guard would drop the link's token on the way.
  [paths.confirmEmail, preloadablePage(() => import('./ConfirmEmailScreen')), { signedIn: false }],
  [paths.password, preloadablePage(() => import('./PasswordScreen')), signedIn],
  [paths.preferences, preloadablePage(() => import('./PreferencesScreen')), signedIn],
  [paths.liveAccount, preloadablePage(() => import('./LiveAccountScreen')), signedIn],
];
