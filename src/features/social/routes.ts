// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen is
// a lazy chunk and needs a session (members ask, share and invite).
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { socialPaths } from './paths';

const failure = lazy(() => import('./ContactFailureScreen'));

export const SOCIAL_ROUTES: AppRouteTable = [
  [socialPaths.ask, lazy(() => import('./AskScreen')), { signedIn: true }],
  [socialPaths.share, lazy(() => import('./ShareScreen')), { signedIn: true }],
  [socialPaths.inviteFriends, lazy(() => import('./InviteFriendsScreen')), { signedIn: true }],
  [socialPaths.invitesProvider, lazy(() => import('./ContactsProviderScreen')), { signedIn: true }],
  [socialPaths.contactCallback, lazy(() => import('./ContactCallbackScreen')), { signedIn: true }],
  [socialPaths.contactFailure, failure, { signedIn: true }],
  [socialPaths.contactsFailure, failure, { signedIn: true }],
];
