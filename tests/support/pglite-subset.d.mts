// Types of tests/support/pglite-subset.mjs (the PGlite subset of the API suite; why, there).
export type FeatureArea =
  | 'database'
  | 'operator'
  | 'auth'
  | 'accounts'
  | 'orders'
  | 'portfolio'
  | 'funding'
  | 'recurring-deposits'
  | 'live-accounts'
  | 'documents'
  | 'community'
  | 'demo-seed'
  | 'learn'
  | 'market'
  | 'tools'
  | 'analytics'
  | 'content'
  | 'payments'
  | 'rewards'
  | 'support'
  | 'marketing';

export interface SubsetFile {
  /** Under tests/api/. */
  file: string;
  area: FeatureArea;
  /** What it proves on PGlite. */
  why: string;
}

export const FEATURE_AREAS: readonly FeatureArea[];
export const PGLITE_SUBSET: readonly SubsetFile[];
/** The subset as vitest `include` patterns (paths from the repository root). */
export const PGLITE_SUBSET_FILES: string[];
