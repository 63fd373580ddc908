// Builds the Fastify app: plugins in the order requests meet them, then the feature routes.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type AppDeps, coreOf } from './deps';
import { rateLimited } from './errors';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { sessionFromCookie } from './http/auth-context';
import { readCspHashes } from './http/csp-hashes';
import { installJsonCompression } from './http/compress-json';
import { installErrorHandler } from './http/errors';
import { installGuards } from './http/guards';
import { installJsonDepthLimit } from './http/json-depth-limit';
import { manifestRoute } from './http/manifest';
import { openApiRoute } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { installSecurityLog } from './http/security-log';
import { installStatic } from './http/static';
import { readHomeFigures } from './services/home-figures';
import { getPortfolio } from './services/portfolio/summary';
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
import { sandboxMailRoutes } from './routes/sandbox-mail';
import { paymentRoutes } from './routes/payments';
import { socialRoutes } from './routes/social';
import { toolsOptimizerRoutes } from './routes/tools-optimizer';
import { toolsSnapshotRoutes } from './routes/tools-snapshot';
import { supportRoutes } from './routes/support';
import { blogPageRoutes } from './routes/blog-pages';
import { cmsRoutes } from './routes/cms';
import { learnRoutes } from './routes/learn';
import { utilRoutes } from './routes/util';
import { notificationRoutes } from './routes/notifications';
import { opsRoutes } from './routes/ops';
import { pushRoutes } from './routes/push';
import { contributorApplicationRoutes } from './routes/contributor-applications';
import { viewpointRoutes } from './routes/viewpoints';
import { watchlistRoutes } from './routes/watchlist';
import { wellKnownRoutes } from './routes/well-known';
import { toolsQueryRoutes } from './routes/tools-query';
import { toolsScreenerRoutes } from './routes/tools-screener';
import { sharedSecret } from './services/secrets';

/** JSON bodies beyond this are refused with 413: no route needs more. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The features, in the order their routes are registered: each a Fastify plugin taking AppDeps,
 * which builds what it needs from them (its services' deps, its settings' defaults).
 */
const FEATURES = [
  utilRoutes,
  authRoutes,
  meRoutes,
  leadRoutes,
  attributionRoutes,
  accountRoutes,
  marketRoutes,
  watchlistRoutes,
  portfolioRoutes,
  orderRoutes,
  fundingRoutes,
  recurringDepositRoutes,
  liveAccountRoutes,
  accountSettingsRoutes,
  communityRoutes,
  viewpointRoutes,
  contributorApplicationRoutes,
  paymentRoutes,
  socialRoutes,
  supportRoutes,
  notificationRoutes,
  opsRoutes,
  pushRoutes,
  sandboxMailRoutes,
  contactsRoutes,
  documentRoutes,
  blogPageRoutes,
  rewardsRoutes,
  cmsRoutes,
  learnRoutes,
  analyticsRoutes,
  toolsSnapshotRoutes,
  toolsScreenerRoutes,
  toolsQueryRoutes,
  toolsOptimizerRoutes,
  openApiRoute,
  manifestRoute,
  wellKnownRoutes,
] satisfies ReadonlyArray<(app: FastifyInstance, deps: AppDeps) => Promise<void>>;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, settings } = deps;
  /** What `read` gives for the request's signed-in member; null without a live session. */
  const forMember = async <T>(
    request: FastifyRequest,
    read: (userId: string) => Promise<T>,
  ): Promise<T | null> => {
    const session = await sessionFromCookie(db, request);
    return session ? read(session.userId) : null;
  };
  const app = Fastify({
    // Fastify's default serializers log method, URL, host and status only, never bodies or
    // headers: keep it so. Identity numbers, income ranges, bank numbers and documents travel in
    // bodies only (spec §1 sensitive data areas; tests/api/live-accounts-sensitive.test.ts).
    logger: settings.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: settings.trustProxy ?? false,
  });
  app.decorate('routeSpecs', []);
  app.decorate('checkResponses', settings.checkResponses ?? false);
  installErrorHandler(app, db);
  if (settings.securityLog) installSecurityLog(app, settings.securityLog);
  installJsonDepthLimit(app);
  installJsonCompression(app);

  await app.register(cookie);
  installSecurityHeaders(app, {
    errorReportOrigin: settings.errorReportOrigin ?? null,
    inlineScriptHashes: readCspHashes(settings.distDir),
  });
  // Only routes that opt in are limited (the auth routes): benchmarks hit the rest from one address.
  // Counted in the database, so every instance shares the counts (http/rate-limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // Thrown by the limiter, so the one error handler answers it.
    errorResponseBuilder: (_request, context) =>
      rateLimited(`Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  installGuards(app, db, await sharedSecret(db, 'csrf'));

  // Each in a context of its own: the hooks above reach every route, and what a feature adds
  // (a content-type parser, an error handler for its uploads) stays its own.
  for (const feature of FEATURES) await app.register(feature, deps);
  await installStatic(
    app,
    settings.distDir ?? null,
    settings.brand ?? null,
    settings.sentryDsn ?? null,
    {
      home: (request) => forMember(request, (userId) => readHomeFigures(coreOf(deps), userId)),
      // The portfolio the screen asks for first: the member's chosen account's.
      portfolio: (request) =>
        forMember(request, (userId) => getPortfolio(coreOf(deps), userId, undefined)),
    },
  );
  return app;
}
