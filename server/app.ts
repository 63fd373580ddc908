// Builds the Fastify app: plugins in the order requests meet them, then the feature routes.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { rateLimited } from './errors';
import { readCspHashes } from './http/csp-hashes';
import { installJsonCompression } from './http/compress-json';
import { installErrorHandler } from './http/errors';
import { installGuards } from './http/guards';
import { installJsonDepthLimit } from './http/json-depth-limit';
import { manifestRoute } from './http/manifest';
import { openApiRoute } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { installSecurityLog, type SecurityLogSink } from './http/security-log';
import type { BrandSetting } from './http/index-html';
import { installStatic } from './http/static';
import type { TrustProxy } from './http/trust-proxy';
import { accountRoutes } from './routes/accounts';
import { accountSettingsRoutes } from './routes/account-settings';
import { analyticsRoutes } from './routes/analytics';
import { attributionRoutes } from './routes/attribution';
import { authRoutes } from './routes/auth';
import { communityRoutes } from './routes/community';
import { contactsRoutes } from './routes/contacts';
import { documentRoutes } from './routes/documents';
import { fundingRoutes } from './routes/funding';
import { leadRoutes } from './routes/lead';
import { liveAccountRoutes } from './routes/live-accounts';
import { marketRoutes } from './routes/market';
import { meRoutes } from './routes/me';
import { orderRoutes } from './routes/orders';
import { portfolioRoutes } from './routes/portfolio';
import { recurringDepositRoutes } from './routes/recurring-deposits';
import { rewardsRoutes } from './routes/rewards';
import { paymentRoutes } from './routes/payments';
import { socialRoutes } from './routes/social';
import { toolsOptimizerRoutes } from './routes/tools-optimizer';
import { toolsSnapshotRoutes } from './routes/tools-snapshot';
import { supportRoutes } from './routes/support';
import { blogPageRoutes } from './routes/blog-pages';
import { cmsRoutes, type CmsCredentials } from './routes/cms';
import { DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { learnRoutes } from './routes/learn';
import { DEFAULT_FREE_LESSONS } from '@/contract/learn';
import { utilRoutes } from './routes/util';
import { viewpointRoutes } from './routes/viewpoints';
import { watchlistRoutes } from './routes/watchlist';
import { type AppLinkSettings, wellKnownRoutes } from './routes/well-known';
import { toolsQueryRoutes } from './routes/tools-query';
import { toolsScreenerRoutes } from './routes/tools-screener';
import type { Destination } from './services/analytics/destinations';
import { DEFAULT_KARMA_DAILY_MAX } from './services/community/deps';
import type { ContactsProvider } from './services/contacts/provider';
import type { FundingOptions } from './services/funding/deps';
import { instantDepositLimits, paymentDeps, type PaymentOptions } from './services/payments/deps';
import { liveAccountDeps, type LiveAccountOptions } from './services/live-accounts/deps';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from './services/accounts';
import type { LanguageModelProvider } from './services/tools/query/language-model';
import { sharedSecret } from './services/secrets';

/** The app's settings (main.ts: from server/config.ts); a test gives the few it cares about. */
export interface AppOptions {
  distDir?: string | null;
  authRateLimitPerMinute?: number;
  /** TRUST_PROXY (http/trust-proxy.ts); default: no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** PUBLIC_URL: the origin of links in mail (config.ts); default http://localhost. */
  publicUrl?: string;
  errorReportOrigin?: string | null;
  /** Where security events go as JSON lines (http/security-log.ts); main.ts: stdout. Unset: off. */
  securityLog?: SecurityLogSink;
  /** true: log requests to stdout (LOG_REQUESTS); a stream: to it (tests read what is logged). */
  logger?: boolean | { level?: string; stream: { write(line: string): void } };
  /** BRAND=main|partner: serve every host as this brand (otherwise the host name decides). */
  brand?: BrandSetting;
  /** POST /analytics uploads beyond this get 413 (default 1 MiB, routes/analytics.ts). */
  analyticsMaxBytes?: number;
  /** Customer-data-platform destinations that get each newly stored analytics batch (spec §7). */
  analyticsDestinations?: Destination[];
  /** Public error-report DSN handed to the browser in every page (src/platform/errors). */
  sentryDsn?: string | null;
  /** Live-account application: DATA_ENCRYPTION_KEY, DATA_DIR/documents, DOCUMENT_MAX_BYTES. */
  liveAccounts?: LiveAccountOptions;
  /** Funding settings and key (server/config.ts FundingConfig); defaults suit development. */
  funding?: FundingOptions;
  /** KARMA_DAILY_MAX (server/services/community/deps.ts). */
  karmaDailyMax?: number;
  /** Address books for invitations; default: the SANDBOX provider (services/contacts/provider.ts). */
  contactsProvider?: ContactsProvider;
  /** LEARN_FREE_LESSONS (server/config.ts); default DEFAULT_FREE_LESSONS of src/contract/learn.ts. */
  learnFreeLessons?: number;
  /** Memberships and subscriptions: provider and fee waiver (server/config.ts PaymentsConfig). */
  payments?: PaymentOptions;
  /** The content service's credentials (routes/cms.ts); default: the shipped read token, no editor. */
  cms?: CmsCredentials;
  /** PAPER_STARTING_CASH_CENTS (server/services/accounts.ts). */
  paperStartingCashCents?: number;
  /** QUERY_LANGUAGE_MODEL's provider; default none. */
  languageModel?: LanguageModelProvider | null;
  /** TWA_SHA256_FINGERPRINTS_<BRAND>, APPLE_TEAM_ID; default: the committed development ones. */
  appLinks?: AppLinkSettings;
  /** Tests: every answer is checked against its endpoint's response struct (http/route.ts). */
  checkResponses?: boolean;
}

/** JSON bodies beyond this are refused with 413: no route needs more. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { db } = deps;
  const app = Fastify({
    // Fastify's default serializers log method, URL, host and status only, never bodies or
    // headers: keep it so. Identity numbers, income ranges, bank numbers and documents travel in
    // bodies only (spec §1 sensitive data areas; tests/api/live-accounts-sensitive.test.ts).
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  });
  app.decorate('routeSpecs', []);
  app.decorate('checkResponses', options.checkResponses ?? false);
  installErrorHandler(app);
  if (options.securityLog) installSecurityLog(app, options.securityLog);
  installJsonDepthLimit(app);
  installJsonCompression(app);

  await app.register(cookie);
  await installSecurityHeaders(app, {
    errorReportOrigin: options.errorReportOrigin ?? null,
    inlineScriptHashes: readCspHashes(options.distDir),
  });
  // Only routes that opt in are limited (the auth routes): benchmarks hit the rest from one address.
  await app.register(rateLimit, {
    global: false,
    // Thrown by the limiter, so the one error handler answers it.
    errorResponseBuilder: (_request, context) =>
      rateLimited(`Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });

  // The plan's benefits state funding's instant-deposit limits (services/payments/benefits.ts).
  const payments: PaymentOptions = {
    ...options.payments,
    instantDepositLimits: instantDepositLimits(options.funding),
  };

  const csrfKey = await sharedSecret(db, 'csrf');
  installGuards(app, db, csrfKey);

  // The slice most features take: the database, the market's prices and the one clock.
  const core = { db, quotes: deps.market.quotes, now: deps.market.now };
  const paperStartingCashCents =
    options.paperStartingCashCents ?? DEFAULT_PAPER_STARTING_CASH_CENTS;
  const karmaDailyMax = options.karmaDailyMax ?? DEFAULT_KARMA_DAILY_MAX;

  utilRoutes(app, db, csrfKey);
  authRoutes(app, db, {
    authRateLimitPerMinute: options.authRateLimitPerMinute ?? 20,
    paperStartingCashCents,
  });
  meRoutes(app, db, paymentDeps(core, payments));
  leadRoutes(app, db);
  attributionRoutes(app, db);
  accountRoutes(app, db);
  marketRoutes(app, deps);
  watchlistRoutes(app, deps);
  portfolioRoutes(app, core);
  orderRoutes(app, { ...core, paperStartingCashCents });
  await fundingRoutes(app, core, options.funding);
  await recurringDepositRoutes(app, core, options.funding);
  await liveAccountRoutes(app, await liveAccountDeps(db, options.liveAccounts));
  await accountSettingsRoutes(app, core, options);
  communityRoutes(app, { ...core, karmaDailyMax });
  viewpointRoutes(app, db, core.now);
  paymentRoutes(app, core, payments);
  socialRoutes(app, db);
  supportRoutes(app, core, payments);
  await contactsRoutes(app, core, { provider: options.contactsProvider });
  documentRoutes(app, core, options);
  blogPageRoutes(app, db, options);
  rewardsRoutes(app, core);
  cmsRoutes(app, db, options.cms ?? { readToken: DEFAULT_CMS_READ_TOKEN, editorToken: null });
  await learnRoutes(app, {
    ...core,
    karmaDailyMax,
    freeLessons: options.learnFreeLessons ?? DEFAULT_FREE_LESSONS,
  });
  await analyticsRoutes(app, db, {
    maxBytes: options.analyticsMaxBytes,
    destinations: options.analyticsDestinations,
  });
  // The AI analyst tools read prices on the market clock.
  toolsSnapshotRoutes(app, core);
  toolsScreenerRoutes(app, core);
  toolsQueryRoutes(app, { ...core, languageModel: options.languageModel ?? null });
  toolsOptimizerRoutes(app, core);
  openApiRoute(app);
  manifestRoute(app, options.brand ?? null);
  wellKnownRoutes(app, options.brand ?? null, options.appLinks ?? {});
  await installStatic(
    app,
    options.distDir ?? null,
    options.brand ?? null,
    options.sentryDsn ?? null,
  );
  return app;
}
