// Spec §7 "if signed in, the site forwards to the app" for every marketing page of spec §2: each
// page has one explicit rule, and pitches, in-app documents and shared posts forward.
import { describe, expect, it } from 'vitest';
import { appInfoPaths, appPaths, marketingPaths } from '@/paths';
import { SIGNED_IN_RULES, signedInDestination } from './forward-signed-in';

/** Spec §2's list, verbatim (copied, so a page dropped from the table fails here). */
const SPEC_PAGES = [
  '/about',
  '/enterprise',
  '/contact',
  '/faq',
  '/legal',
  '/margin_disclosure',
  '/privacy_policy',
  '/referrals',
  '/referral_rules',
  '/influencer_disclosure',
  '/rewards_rules',
  '/learn-and-earn-rules',
  '/terms_of_service',
  '/tos',
  '/viewpoint_guidelines',
  '/funding-bonus-rules',
  '/surveyrules',
  '/securities',
  '/lf/personalized-money-makeover',
  '/share/:id',
  '/404',
  '/500',
  '/',
];

describe('signed-in forwarding (spec §2, §7)', () => {
  it('has a rule for every marketing page the spec names', () => {
    const ruled = (Object.keys(SIGNED_IN_RULES) as Array<keyof typeof SIGNED_IN_RULES>).map(
      (page) => marketingPaths[page],
    );
    expect([...ruled].sort()).toEqual([...SPEC_PAGES].sort());
  });

  it.each([
    // Pitches to sign up: the app's home.
    ['/', appPaths.dashboard],
    ['/lf/personalized-money-makeover', appPaths.dashboard],
    ['/about', appPaths.dashboard],
    ['/enterprise', appPaths.dashboard],
    ['/securities', appPaths.dashboard],
    ['/referrals', appPaths.dashboard],
    // Documents the app shows too: their copy in the app.
    ['/legal', appInfoPaths.legal],
    ['/faq', appInfoPaths.faq],
    ['/margin_disclosure', appInfoPaths.marginDisclosure],
    ['/privacy_policy', appInfoPaths.privacyPolicy],
    ['/terms_of_service', appInfoPaths.termsOfService],
    ['/tos', appInfoPaths.termsOfService],
    ['/referral_rules', appInfoPaths.referralRules],
    ['/viewpoint_guidelines', appInfoPaths.viewpointGuidelines],
    // A shared post: the app's share screen for the same token.
    ['/share/abc-123', '/app/share/abc-123'],
    ['/share/a%20b', '/app/share/a%20b'],
  ])('forwards a member of %s to %s', (path, destination) => {
    expect(signedInDestination(path)).toBe(destination);
  });

  it.each([
    '/contact',
    '/influencer_disclosure',
    '/rewards_rules',
    '/learn-and-earn-rules',
    '/funding-bonus-rules',
    '/surveyrules',
    '/404',
    '/500',
  ])('keeps a member on %s, with a reason', (path) => {
    expect(signedInDestination(path)).toBeNull();
    const page = (Object.keys(marketingPaths) as Array<keyof typeof SIGNED_IN_RULES>).find(
      (key) => marketingPaths[key] === path,
    )!;
    expect(SIGNED_IN_RULES[page]).toEqual({ stays: expect.any(String) });
  });

  it('leaves paths that are not marketing pages alone', () => {
    for (const path of ['/blog', '/blog/a-post', '/a/x', '/share/', '/share/a/b', '/about/x']) {
      expect(signedInDestination(path), path).toBeNull();
    }
  });
});
