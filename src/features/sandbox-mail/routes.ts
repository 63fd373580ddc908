// This feature's part of the /app route table (app/app-routes.tsx spreads it in). Signed out too:
// the mail a person needs before they can sign in (a password reset) lands here.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { sandboxMailPaths } from './paths';

export const SANDBOX_MAIL_ROUTES: AppRouteTable = [
  [
    sandboxMailPaths.inbox,
    preloadablePage(() => import('./SandboxMailScreen')),
    { signedIn: false },
  ],
  [
    sandboxMailPaths.message,
    preloadablePage(() => import('./SandboxMessageScreen')),
    { signedIn: false },
  ],
];
