// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. The community is for members: every route needs a session.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { communityPaths } from './paths';

const people = (screen: 'ThoughtLeadersScreen' | 'FamousInvestorsScreen') =>
  lazy(() => import('./PeopleScreens').then((m) => ({ default: m[screen] })));

export const COMMUNITY_ROUTES: AppRouteTable = [
  [communityPaths.feed, lazy(() => import('./FeedScreen')), { signedIn: true }],
  [communityPaths.ideas, lazy(() => import('./IdeasScreen')), { signedIn: true }],
  [communityPaths.idea, lazy(() => import('./IdeaScreen')), { signedIn: true }],
  [communityPaths.connections, lazy(() => import('./ConnectionsScreen')), { signedIn: true }],
  [communityPaths.thoughtLeaders, people('ThoughtLeadersScreen'), { signedIn: true }],
  [communityPaths.famousInvestors, people('FamousInvestorsScreen'), { signedIn: true }],
  [communityPaths.publicProfile, lazy(() => import('./ProfileScreen')), { signedIn: true }],
  [communityPaths.privacySettings, lazy(() => import('./PrivacyScreen')), { signedIn: true }],
];
