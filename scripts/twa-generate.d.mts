// Types of scripts/twa-generate.mjs for the tests that import it.
import type { TwaManifestJson } from '@bubblewrap/core/dist/lib/TwaManifest';
import type { BrandId } from '../src/platform/brand/brands';

export const ROOT: string;
export const BRAND_IDS: readonly BrandId[];
export const TWA_START_URL: string;
export function twaManifestJson(brandId: BrandId): TwaManifestJson;
export function stringify(value: unknown): string;
export function committedTwaFiles(brandId: BrandId): Record<string, string>;
export function generateAndroidProjects(
  targetOf: (brandId: BrandId) => string,
  options?: { quiet?: boolean },
): Promise<void>;
export function defaultAndroidDir(brandId: BrandId): string;
