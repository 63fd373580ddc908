// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. The community is for members: every route needs a session.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { communityPaths } from './paths';

const people = (screen: 'ThoughtLeadersScreen' | 'FamousInvestorsScreen') =>
  preloadablePage(() => import('./PeopleScreens').then((m) => ({ default: m[screen] })));

export const COMMUNITY_ROUTES: AppRouteTable = [
  [communityPaths.feed, preloadablePage(() => import('./FeedScreen')), { signedIn: true }],
  [communityPaths.ideas, preloadablePage(() => import('./IdeasScreen')), { signedIn: true }],
  [communityPaths.idea, preloadablePage(() => import('./IdeaScreen')), { signedIn: true }],
  [
    communityPaths.connections,
    preloadablePage(() => import('./ConnectionsScreen')),
    { signedIn: true },
  ],
  [communityPaths.thoughtLeaders, people('ThoughtLeadersScreen'), { signedIn: true }],
  [communityPaths.famousInvestors, people('FamousInvestorsScreen'), { signedIn: true }],
  [
    communityPaths.publicProfile,
    preloadablePage(() => import('./ProfileScreen')),
    { signedIn: true },
  ],
  [
    communityPaths.privacySettings,
    preloadablePage(() => import('./PrivacyScreen')),
    { signedIn: true },
  ],
];
