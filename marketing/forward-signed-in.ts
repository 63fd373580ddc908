// Signed-in forwarding (spec §7: the csrf call answers is_signed_in, and "if signed in, the site
// forwards to the app (skipped on localhost)") for every marketing page spec §2 names, by one
// table: each page forwards a member into the app or says why it stays. Spec §2 also calls these
// pages ones that "stay on the marketing site": that is the route check (they are never
// redirected to /app as unknown paths are); for a member, the rule below decides.
//
// - Pitches to sign up (/, the /lf/ landing page, /about, /enterprise, /securities, /referrals)
//   forward to the app's home: a member has nothing to do there.
// - Documents the app also shows (spec §2 web app routes /legal, /faq … ; src/paths.ts
//   appInfoPaths) forward to that copy, so a member who followed a link still reads it.
// - A shared post (/share/{id}) forwards to the app's share screen, where a member can act on it.
// - Documents the app does not show (the rules and disclosures, /contact) stay: a member who
//   opened a link to the rules must be able to read them; the header offers "Open the app".
// - /404 and /500 stay: they report what went wrong, and offer "Open the app" themselves.
//
// A chunk of its own, loaded by MarketingLayout only for a signed-in member (the marketing entry
// and the /app shell are at their budgets; a visitor never needs the table).
import { appInfoPaths, appPaths, marketingPaths } from '@/paths';

type MarketingPage = Exclude<keyof typeof marketingPaths, 'blog'>;

/** Where a signed-in member goes from a page (an /app path), or why the page stays. */
type SignedInRule = { to: string } | { stays: string };

const HOME = { to: appPaths.dashboard };
const RULES_PAGE = { stays: 'rules the app does not show: a member reads them here' };

/** Spec §2's marketing pages, every one (the type requires each), and what a member meets. */
export const SIGNED_IN_RULES: Readonly<Record<MarketingPage, SignedInRule>> = {
  splash: HOME,
  moneyMakeover: HOME,
  about: HOME,
  enterprise: HOME,
  securities: HOME,
  referrals: HOME,
  legal: { to: appInfoPaths.legal },
  faq: { to: appInfoPaths.faq },
  marginDisclosure: { to: appInfoPaths.marginDisclosure },
  privacyPolicy: { to: appInfoPaths.privacyPolicy },
  termsOfService: { to: appInfoPaths.termsOfService },
  tos: { to: appInfoPaths.termsOfService },
  referralRules: { to: appInfoPaths.referralRules },
  viewpointGuidelines: { to: appInfoPaths.viewpointGuidelines },
  share: { to: appPaths.share },
  contact: { stays: 'the support contact, which the app does not show' },
  influencerDisclosure: RULES_PAGE,
  rewardsRules: RULES_PAGE,
  learnAndEarnRules: RULES_PAGE,
  fundingBonusRules: RULES_PAGE,
  surveyRules: RULES_PAGE,
  notFound: { stays: 'a status page: it says what went wrong and offers "Open the app"' },
  serverError: { stays: 'a status page: it says what went wrong and offers "Open the app"' },
};

/** The path's parameters when it matches `pattern` (`/share/:id`), else null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i] ?? '');
    else if (part !== have[i]) return null;
  }
  return params;
}

/** Where a signed-in member of `path` is forwarded; null where the page stays or is not named. */
export function signedInDestination(path: string): string | null {
  for (const page of Object.keys(SIGNED_IN_RULES) as MarketingPage[]) {
    const params = match(marketingPaths[page], path);
    if (!params) continue;
    const rule = SIGNED_IN_RULES[page];
    if (!('to' in rule)) return null;
    // The one parameter an /app destination takes is the page's own (/share/:id → :token).
    const [value] = Object.values(params);
    if (value === '') return null;
    return value === undefined ? rule.to : rule.to.replace(/:\w+/, encodeURIComponent(value));
  }
  return null;
}
