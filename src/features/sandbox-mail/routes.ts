// This feature's part of the /app route table (app/app-routes.tsx spreads it in). Signed out too:
// the mail a person needs before they can sign in (a password reset) lands here.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { sandboxMailPaths } from './paths';

export const SANDBOX_MAIL_ROUTES: AppRouteTable = [
  [sandboxMailPaths.inbox, lazy(() => import('./SandboxMailScreen')), { signedIn: false }],
  [sandboxMailPaths.message, lazy(() => import('./SandboxMessageScreen')), { signedIn: false }],
];
