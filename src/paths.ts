// The one typed list of paths (CONVENTIONS "one typed paths object"): nobody concatenates URLs.
// Features with many screens keep their paths beside them (features/*/paths.ts) so this file,
// which ships with every marketing page, stays small.
import type { ComponentType } from 'react';

/** Rows of the /app route table: path, lazy screen, whether it needs a session. */
export type AppRouteTable = ReadonlyArray<readonly [string, ComponentType, { signedIn: boolean }]>;

/** Marketing paths of spec §2 that stay on the marketing site. */
export const marketingPaths = {
  splash: '/',
  about: '/about',
  enterprise: '/enterprise',
  contact: '/contact',
  faq: '/faq',
  legal: '/legal',
  marginDisclosure: '/margin_disclosure',
  privacyPolicy: '/privacy_policy',
  referrals: '/referrals',
  referralRules: '/referral_rules',
  influencerDisclosure: '/influencer_disclosure',
  rewardsRules: '/rewards_rules',
  learnAndEarnRules: '/learn-and-earn-rules',
  termsOfService: '/terms_of_service',
  tos: '/tos',
  viewpointGuidelines: '/viewpoint_guidelines',
  fundingBonusRules: '/funding-bonus-rules',
  surveyRules: '/surveyrules',
  securities: '/securities',
  moneyMakeover: '/lf/personalized-money-makeover',
  share: '/share/:id',
  notFound: '/404',
  serverError: '/500',
  /** The blog's list of posts (spec §2 "/blog is the blog"). */
  blog: '/blog',
} as const;

/** Web-app paths that exist so far; new screens add theirs (spec §2 "Web app routes"). */
export const appPaths = {
  dashboard: '/app',
  login: '/app/login',
  signUp: '/app/users/sign_up',
  /** "Forgot password?" and the mailed link's screen: not in the spec. */
  forgotPassword: '/app/users/password/new',
  resetPassword: '/app/users/password/edit',
  /** The sign-up mail's link: confirms the sign-in email (not in the spec). */
  verifyEmail: '/app/users/confirm-email',
  signUpShort: '/app/signup',
  accountType: '/app/account_type',
  brokerageAccount: '/app/brokerage_account',
  investingExperience: '/app/investing_experience',
  settings: '/app/settings',
  /** The trade screen (spec §2 "/orders: trade"). */
  orders: '/app/orders',
  portfolio: '/app/portfolio',
  // Portfolio (spec §2 /portfolio/history, /ideas/portfolio_explorer, /ideas/community).
  portfolioHistory: '/app/portfolio/history',
  portfolioExplorer: '/app/ideas/portfolio_explorer',
  community: '/app/ideas/community',
  // Market and discovery (spec §2 "/securities/{id}", mobile search, explore,
  // trending stocks, upcoming earnings, interests selection and watchlist).
  search: '/app/search',
  security: '/app/securities/:id',
  explore: '/app/explore',
  trending: '/app/trending',
  earnings: '/app/earnings',
  watchlist: '/app/watchlist',
  interests: '/app/interests',
  /** A shared post inside the app (spec §2 "/share/{token}"); the social feature's screen. */
  share: '/app/share/:token',
} as const;

/** The security page of a ticker symbol: /app/securities/AAPL. */
export const securityPath = (symbol: string) =>
  appPaths.security.replace(':id', encodeURIComponent(symbol));

/** The trade screen opened on a symbol and side: /app/orders?symbol=AAPL&side=buy. */
export const tradePath = (symbol: string, side: 'buy' | 'sell' = 'buy') =>
  `${appPaths.orders}?${new URLSearchParams({ symbol, side })}`;

/** App-side information pages (spec §2): the marketing documents inside the app shell. */
export const appInfoPaths = {
  legal: '/app/legal',
  faq: '/app/faq',
  marginDisclosure: '/app/margin_disclosure',
  privacyPolicy: '/app/privacy_policy',
  termsOfService: '/app/terms_of_service',
  customerAgreement: '/app/customer_agreement',
  electronicDeliveryConsent: '/app/electronic_delivery_consent',
  referralRules: '/app/referral_rules',
  viewpointGuidelines: '/app/viewpoint_guidelines',
} as const;

/** Prefixes that are areas of their own and are never redirected to /app (spec §2). */
export const OWN_AREA_PREFIXES = ['/blog', '/a/'] as const;

/** Marketing pages pre-rendered to HTML at build time (spec §2 pages without a parameter). */
export const PRERENDERED_PATHS: readonly string[] = Object.values(marketingPaths).filter(
  (path) => !path.includes(':'),
);
