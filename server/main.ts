// `npm start` runs this (after building the PWA): open the database, migrate, serve.
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createFundingSettlement } from './jobs/funding-settlement';
import { createOrderMatcher, matcherIntervalFromEnv } from './jobs/order-matcher';
import { webhookDestination } from './services/analytics/destinations';
import { market } from './services/market/provider';
import { tradingDeps } from './services/orders/deps';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp({
    db: database.db,
    distDir: config.distDir,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    trustProxy: config.trustProxy,
    errorReportOrigin: config.errorReportOrigin,
    brand: config.brand,
    sentryDsn: config.sentryDsn,
    analyticsMaxBytes: config.analyticsMaxBytes,
    analyticsDestinations: config.analyticsWebhookUrl
      ? [webhookDestination({ url: config.analyticsWebhookUrl })]
      : [],
    liveAccounts: config.liveAccounts,
    logger: process.env.LOG_REQUESTS === 'true',
    funding: config.funding,
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Stockroom is serving http://localhost:${port} · database: ${database.describe}`);

  // Fills resting orders and expires day orders (server/jobs/order-matcher.ts); safe to run on
  // every instance at once: each order is taken with FOR UPDATE SKIP LOCKED.
  const matcher = createOrderMatcher(
    tradingDeps({ db: database.db, quotes: market().quotes, now: () => market().now() }),
  );
  const matcherIntervalMs = matcherIntervalFromEnv();
  if (matcherIntervalMs > 0) matcher.start(matcherIntervalMs);
  // Settles deposits and completes withdrawals once due (server/jobs/funding-settlement.ts); safe
  // on every instance at once: each transfer is taken with FOR UPDATE SKIP LOCKED.
  const settlement = createFundingSettlement({ db: database.db, now: () => new Date() });
  if (config.funding.settlementIntervalMs > 0)
    settlement.start(config.funding.settlementIntervalMs);

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await matcher.stop();
    await settlement.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
