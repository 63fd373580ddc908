// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen is
// a lazy chunk and needs a session (members ask, share and invite).
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { socialPaths } from './paths';

const failure = preloadablePage(() => import('./ContactFailureScreen'));

export const SOCIAL_ROUTES: AppRouteTable = [
  [socialPaths.ask, preloadablePage(() => import('./AskScreen')), { signedIn: true }],
  [socialPaths.share, preloadablePage(() => import('./ShareScreen')), { signedIn: true }],
  [
    socialPaths.inviteFriends,
    preloadablePage(() => import('./InviteFriendsScreen')),
    { signedIn: true },
  ],
  [
    socialPaths.invitesProvider,
    preloadablePage(() => import('./ContactsProviderScreen')),
    { signedIn: true },
  ],
  [
    socialPaths.contactCallback,
    preloadablePage(() => import('./ContactCallbackScreen')),
    { signedIn: true },
  ],
  [socialPaths.contactFailure, failure, { signedIn: true }],
  [socialPaths.contactsFailure, failure, { signedIn: true }],
];
