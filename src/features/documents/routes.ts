// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { infoPageRoute } from '@/info-page-route';
import { documentPaths } from './paths';

export const DOCUMENTS_ROUTES: AppRouteTable = [
  // The terms are public, like the other legal pages: readable before an account exists. Their
  // copy lives with the other information pages (marketing/content/brokerDealerTerms.ts).
  [documentPaths.terms, infoPageRoute('brokerDealerTerms'), { signedIn: false }],
  [documentPaths.documents, preloadablePage(() => import('./DocumentsScreen')), { signedIn: true }],
];
