// Types of scripts/ios-generate.mjs for the tests that import it.
import type { Brand, BrandId } from '../src/platform/brand/brands';

export interface ShellSettings {
  displayName: string;
  bundleId: string;
  version: string;
  rootUrl: string;
  allowedHosts: string[];
  authHosts: string[];
  themeColor: string;
  backgroundColor: string;
  lightStatusBar: boolean;
}
export const IOS_BRAND_IDS: readonly BrandId[];
export const MAX_APP_BOUND_DOMAINS: number;
export const IOS_USER_AGENT_TOKEN: string;
export function publicHostsOf(brand: Brand): string[];
export function shellSettings(brandId: BrandId): ShellSettings;
export function settingsSwift(settings: ShellSettings): string;
export function infoPlist(settings: ShellSettings): string;
export function entitlements(settings: ShellSettings): string;
export function committedIosFiles(brandId: BrandId): Record<string, string>;
export function xcodegenSpec(): string;
export function committedIosProjectFiles(): Record<string, string>;
