// `npm start` runs this (after building the PWA): read the configuration (the only reader of the
// environment), open the database, migrate, build the app's dependencies once, serve.
import { buildApp } from './app';
import { type Config, readConfig } from './config';
import { openDatabase } from './db/client';
import { appDeps, type AppSettings } from './deps';
import { createAcatTransfers } from './jobs/acat-transfers';
import { createFundingSettlement } from './jobs/funding-settlement';
import { createIdentityDecisions } from './jobs/identity-decisions';
import { createNotificationDelivery } from './jobs/notification-delivery';
import { createOrderMatcher } from './jobs/order-matcher';
import { createRecurringDepositJob } from './jobs/recurring-deposits';
import { fundingDeps } from './services/funding/deps';
import { webhookDestination } from './services/analytics/destinations';
import { seedOnStart } from './seed/on-start';
import { paymentProviderNamed } from './services/payments/provider';
import { ordersDeps } from './services/orders/deps';

/** Set by the first stop signal: what fails after it is the stop's doing, not a failed start. */
let stopping = false;

/** The app's settings from the configuration, parsed once (server/config.ts). */
function settingsOf(config: Config): AppSettings {
  return {
    distDir: config.distDir,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    learnFreeLessons: config.learnFreeLessons,
    payments: {
      provider: paymentProviderNamed(config.payments.provider),
      waiveFeeMinEquityCents: config.payments.waiveFeeMinEquityCents,
    },
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    mail: { smtpUrl: config.mail.smtpUrl, from: config.mail.from ?? undefined },
    push: config.push,
    errorReportOrigin: config.errorReportOrigin,
    brand: config.brand,
    cms: { readToken: config.cms.readToken, editorToken: config.cms.editorToken },
    sentryDsn: config.sentryDsn,
    analyticsMaxBytes: config.analyticsMaxBytes,
    analyticsDestinations: config.analyticsWebhookUrl
      ? [webhookDestination({ url: config.analyticsWebhookUrl })]
      : [],
    liveAccounts: config.liveAccounts,
    // Warnings and errors always (an unhandled error, the database away); a line per request only
    // with LOG_REQUESTS (Fastify logs requests at info).
    logger: config.logRequests ? true : { level: 'warn', stream: process.stdout },
    // Security events are logged whatever LOG_REQUESTS says (docs/security.md).
    securityLog: process.stdout,
    funding: config.funding,
    karmaDailyMax: config.karmaDailyMax,
    paperStartingCashCents: config.paperStartingCashCents,
    languageModel: config.languageModel,
    appLinks: config.appLinks,
  };
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const database = await openDatabase(config.database);
  // One database, one market, one clock for every feature and job.
  const deps = appDeps(database.db, config.market, settingsOf(config));
  // From here a stop signal closes what has started, newest first, then the database: a signal
  // that came while the start was still under way ended the process with its data directory
  // open (PGlite's lock left behind).
  const started: Array<() => Promise<unknown>> = [];
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches both scripts/start.mjs and this process, and the wrapper passes it on: a
    // second signal must not cut the database's close short.
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    for (const stop of started.reverse()) await stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await seedOnStart(deps, config);
  const app = await buildApp(deps);
  started.push(() => app.close());

  // Fills resting orders and expires day orders (server/jobs/order-matcher.ts); safe to run on
  // every instance at once: each order is taken with FOR UPDATE SKIP LOCKED.
  const matcher = createOrderMatcher(
    ordersDeps({
      db: deps.db,
      quotes: deps.market.quotes,
      now: deps.market.now,
      paperStartingCashCents: config.paperStartingCashCents,
    }),
  );
  const matcherIntervalMs = config.jobs.orderMatcherIntervalMs;
  if (matcherIntervalMs > 0) matcher.start(matcherIntervalMs);
  started.push(() => matcher.stop());
  // Settles deposits and completes withdrawals once due (server/jobs/funding-settlement.ts); safe
  // on every instance at once: each transfer is taken with FOR UPDATE SKIP LOCKED.
  const settlement = createFundingSettlement({ db: deps.db, now: deps.market.now });
  if (config.funding.settlementIntervalMs > 0)
    settlement.start(config.funding.settlementIntervalMs);
  started.push(() => settlement.stop());
  // Moves ACAT transfers on as the clearing firm answers (server/jobs/acat-transfers.ts), on the
  // settlement job's interval; safe on every instance at once (FOR UPDATE SKIP LOCKED).
  const acatTransfers = createAcatTransfers({
    db: deps.db,
    quotes: deps.market.quotes,
    acat: config.funding.acat,
    now: deps.market.now,
  });
  if (config.funding.settlementIntervalMs > 0)
    acatTransfers.start(config.funding.settlementIntervalMs);
  started.push(() => acatTransfers.stop());
  // Makes each due recurring deposit once (server/jobs/recurring-deposits.ts); safe on every
  // instance at once: schedules are taken with FOR UPDATE SKIP LOCKED, runs are unique per date.
  const recurring = createRecurringDepositJob(
    await fundingDeps(deps.db, deps.market.now, config.funding),
  );
  const recurringIntervalMs = config.jobs.recurringDepositIntervalMs;
  if (recurringIntervalMs > 0) recurring.start(recurringIntervalMs);
  started.push(() => recurring.stop());
  // Applies the identity provider's decisions once due (server/jobs/identity-decisions.ts); safe
  // on every instance at once: each check is taken with FOR UPDATE SKIP LOCKED and stamped.
  const identityDecisions = createIdentityDecisions({ db: deps.db, now: deps.market.now });
  if (config.jobs.identityDecisionIntervalMs > 0) {
    identityDecisions.start(config.jobs.identityDecisionIntervalMs);
  }
  started.push(() => identityDecisions.stop());
  // Sends each notification once by mail and once by push (server/jobs/notification-delivery.ts);
  // safe on every instance at once: each is taken with FOR UPDATE SKIP LOCKED and its state moved.
  const delivery = createNotificationDelivery({
    db: deps.db,
    mailer: deps.mailer,
    push: deps.push,
    publicUrl: config.publicUrl,
    now: deps.market.now,
  });
  if (config.jobs.notificationDeliveryIntervalMs > 0) {
    delivery.start(config.jobs.notificationDeliveryIntervalMs);
  }
  started.push(() => delivery.stop());

  // Listening last: once "is serving" is printed everything has started, so a stop signal from
  // then on finds nothing half-made.
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Stockroom is serving http://127.0.0.1:${port} · database: ${database.describe}`);
}

main().catch((error: unknown) => {
  // A stop signal during the start closes the database under it: the shutdown exits (0).
  if (stopping) return;
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
