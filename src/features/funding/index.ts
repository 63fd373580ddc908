// The funding feature's public surface (an explicit list: barrels hurt tree-shaking).
// FundingPrompt is lazy: a screen that shows it (the trade screen) loads the funding code only
// when it renders, and every importer of fundingPaths (the navigation) carries none of it.
import { createElement, lazy, Suspense } from 'react';
import type { FundingPromptProps } from './FundingPrompt';

export { loadBankAccounts, loadFundingHistory } from './api';
export { fundingPaths } from './paths';
export type { FundingPromptProps } from './FundingPrompt';

const LazyFundingPrompt = lazy(() => import('./FundingPrompt'));

/** The first-deposit prompt (and its funding modal) for a flow that needs money in the live account. */
export function FundingPrompt(props: FundingPromptProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyFundingPrompt, props));
}
