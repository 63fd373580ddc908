// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen is
// a lazy chunk and needs a session.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { accountSettingsPaths as paths } from './paths';

const signedIn = { signedIn: true } as const;

export const ACCOUNT_SETTINGS_ROUTES: AppRouteTable = [
  [paths.account, lazy(() => import('./AccountScreen')), signedIn],
  [paths.editProfile, lazy(() => import('./EditProfileScreen')), signedIn],
  [paths.email, lazy(() => import('./EmailScreen')), signedIn],
  // Handles signed-out visitors itself: the app's guard would drop the link's token on the way.
  [paths.confirmEmail, lazy(() => import('./ConfirmEmailScreen')), { signedIn: false }],
  [paths.password, lazy(() => import('./PasswordScreen')), signedIn],
  [paths.preferences, lazy(() => import('./PreferencesScreen')), signedIn],
  [paths.liveAccount, lazy(() => import('./LiveAccountScreen')), signedIn],
];
