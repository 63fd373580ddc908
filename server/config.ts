// Configuration from the environment (docs/configuration.md lists every variable).
import { resolve } from 'node:path';
import { type DatabaseTarget, DEFAULT_CONNECT_TIMEOUT_MS } from './db/client';
import { defaultPoolSize } from './db/pool-size';
import { DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS } from '@/contract/payments';
import { DEFAULT_FREE_LESSONS } from '@/contract/learn';
import { parseBase64Key } from './services/crypto/field-encryption';
import {
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  DEFAULT_DOCUMENT_QUOTA_COUNT,
} from './services/live-accounts/deps';
import {
  DEFAULT_IDENTITY_SANDBOX_DELAY_MS,
  identityProviderFor,
  type IdentityVerificationProvider,
} from './services/live-accounts/identity-provider';
import {
  brandSetting,
  editorToken,
  identityProviderName,
  instant,
  integer,
  originOf,
  paymentProvider,
  publicUrl,
  pushServiceOrigins,
  smtpUrl,
  vapidKeys,
  vapidSubject,
} from './config-values';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { BRANDS, storeIdProblems } from '../src/platform/brand/brands';
import { DEFAULT_IDENTITY_DECISION_INTERVAL_MS } from './jobs/identity-decisions';
import {
  type AcatProvider,
  DEFAULT_ACAT_SANDBOX_DELAY_MS,
  sandboxAcatProvider,
} from './services/funding/acat-provider';
import { DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS } from './jobs/notification-delivery';
import { matcherIntervalFromEnv } from './jobs/order-matcher';
import { recurringDepositIntervalFromEnv } from './jobs/recurring-deposits';
import { readMarketConfig } from './market';
import { type AppLinkSettings, appLinkSettings } from './routes/well-known';
import { paperStartingCash } from './services/accounts';
import type { MarketSettings } from './services/market/provider';
import {
  languageModelFromEnv,
  type LanguageModelProvider,
} from './services/tools/query/language-model';

export interface Config {
  port: number;
  /** LOG_REQUESTS=true: one line per request on stdout (security events are logged anyway). */
  logRequests: boolean;
  /** QUOTE_PROVIDER, MARKET_SEED, MARKET_CLOCK_START (server/services/market/provider.ts). */
  market: MarketSettings;
  /** ORDER_MATCHER_, RECURRING_DEPOSIT_, IDENTITY_DECISION_ and NOTIFICATION_DELIVERY_INTERVAL_MS: 0 turns a job off here. */
  jobs: {
    orderMatcherIntervalMs: number;
    recurringDepositIntervalMs: number;
    identityDecisionIntervalMs: number;
    notificationDeliveryIntervalMs: number;
  };
  /** PAPER_STARTING_CASH_CENTS: what a new paper account starts with (server/services/accounts.ts). */
  paperStartingCashCents: number;
  /** QUERY_LANGUAGE_MODEL: the query tool's optional provider; `none` (null) by default. */
  languageModel: LanguageModelProvider | null;
  /** TWA_SHA256_FINGERPRINTS_<BRAND> and APPLE_TEAM_ID (server/routes/well-known.ts). */
  appLinks: AppLinkSettings;
  host: string;
  database: DatabaseTarget;
  distDir: string;
  /** Per-IP sign-up/log-in attempts per minute. */
  authRateLimitPerMinute: number;
  /** TRUST_PROXY: the proxies that may name the client (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * PUBLIC_URL: the origin links in mail point at (e.g. https://app.example.com). Never taken
   * from a request's Host or X-Forwarded-Host, which the caller writes. Default: this server at
   * http://127.0.0.1:PORT, where a newcomer opens it.
   */
  publicUrl: string;
  /** SMTP_URL and MAIL_FROM (server/services/email/sender.ts): unset, the sandbox mailbox. */
  mail: { smtpUrl: string | null; from: string | null };
  /** Web Push (server/services/notifications/push-sender.ts). */
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset: a pair kept in server_secrets. */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    /** VAPID_SUBJECT: mailto: or https:; default mailto:support@ PUBLIC_URL's host. */
    subject: string | undefined;
    /** PUSH_SERVICE_ORIGINS: comma-separated; default the browsers' push services. */
    serviceOrigins: readonly string[] | undefined;
  };
  errorReportOrigin: string | null;
  /** Handed to the browser in a <meta name="sentry-dsn"> (src/platform/errors). */
  sentryDsn: string | null;
  /** Customer-data-platform webhook for analytics events (spec §7), when set. */
  analyticsWebhookUrl: string | null;
  analyticsMaxBytes: number;
  brand: 'main' | 'partner' | null;
  /** The live-account application: server/services/live-accounts/. */
  liveAccounts: LiveAccountsConfig;
  /** Funding: see server/services/funding/deps.ts. */
  funding: FundingConfig;
  /** KARMA_DAILY_MAX: XP a user can earn per New York day (spec §1 daily maximum; default 50). */
  karmaDailyMax: number;
  /** LEARN_FREE_LESSONS: lessons before a live account and deposit are required (spec §4; default 3). */
  learnFreeLessons: number;
  /** SEED_DEMO: seed the demo community on the first start (default true; `false` turns it off). */
  seedDemo: boolean;
  /** Memberships and subscriptions: server/services/payments/. */
  payments: PaymentsConfig;
  /** The content service (spec §7): routes/cms.ts, seeded from CONTENT_DIR. */
  cms: {
    /** CMS_READ_TOKEN: the credential clients read with (default: the one the client ships). */
    readToken: string;
    /** CMS_EDITOR_TOKEN: the editor endpoint's secret; unset, nobody can edit over HTTP. */
    editorToken: string | null;
    /** CONTENT_DIR: the seed files (default ./content). */
    contentDir: string;
  };
}

interface PaymentsConfig {
  /**
   * PAYMENT_PROVIDER: only `sandbox` (the default) is built in: the SANDBOX test provider charges
   * nobody and answers by test card number (server/services/payments/provider.ts). Any other value
   * stops the start: a misspelt production setting must not fall back to a provider that charges
   * nothing. docs/features.md "Payments" says how to add a real one.
   */
  provider: 'sandbox';
  /** MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS: live-account equity that waives the fee (default $25,000). */
  waiveFeeMinEquityCents: number;
}

interface FundingConfig {
  /**
   * FUNDING_ENCRYPTION_KEY: base64 of 32 bytes, the AES-256-GCM key for bank and brokerage
   * account numbers at rest (spec §1 sensitive data). Unset (a fresh install, development): null,
   * and the server creates a random key once and stores it in `server_secrets`, as it does for
   * the CSRF key (server/services/funding/deps.ts). That keeps a fresh install working, but the
   * key then sits in the same database as the ciphertext: production sets this variable.
   */
  encryptionKey: Buffer | null;
  /** DEPOSIT_SETTLEMENT_DELAY_MS: a deposit or withdrawal settles this long after it is made (default 60 s, a demo value; ACH takes days). */
  settlementDelayMs: number;
  /** INSTANT_DEPOSIT_LIMIT_CENTS: unsettled deposits credited as buying power at once, per account (default $1,000). */
  instantDepositLimitCents: number;
  /** MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS: the same limit while the holder's membership is in force (default $5,000). */
  memberInstantDepositLimitCents: number;
  /** FUNDING_SETTLEMENT_INTERVAL_MS: how often the settlement and ACAT jobs run (default 5 s); 0 turns them off. */
  settlementIntervalMs: number;
  /**
   * ACAT_SANDBOX_DELAY_MS: the sandbox clearing firm delivers an ACAT transfer this long after
   * the request, and validates it at half of it (default 60 s; services/funding/acat-provider.ts).
   */
  acat: AcatProvider;
}

interface LiveAccountsConfig {
  /**
   * DATA_ENCRYPTION_KEY: base64 of 32 bytes, the AES-256-GCM key for application answers and
   * uploaded documents at rest (spec §1 sensitive areas). Unset: null, and the server makes one
   * once and keeps it in `server_secrets`, as it does for the CSRF key, so a fresh install works
   * and every instance shares it; the key then sits beside the data, so production sets this
   * (services/crypto/field-encryption.ts explains).
   */
  encryptionKey: Buffer | null;
  /** DATA_DIR/documents: encrypted uploads, outside the web root (DIST_DIR). */
  documentsDir: string;
  /** DOCUMENT_MAX_BYTES: the largest document upload (default 10 MiB). */
  documentMaxBytes: number;
  /** DOCUMENT_QUOTA_COUNT: the most documents one member may store (default 20). */
  documentQuotaCount: number;
  /** DOCUMENT_QUOTA_BYTES: the most bytes of documents one member may store in all (default 50 MiB). */
  documentQuotaBytes: number;
  /**
   * IDENTITY_PROVIDER: `sandbox` (default: decides on its own IDENTITY_SANDBOX_DELAY_MS after
   * submission, from test values) or `manual` (the operator's queue); services/live-accounts/
   * identity-provider.ts. Any other value stops the start.
   */
  identityProvider: IdentityVerificationProvider;
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  // Spec §2 store badges open the brands' real store pages: a brand on a real domain with
  // development placeholder store ids stops the start (src/platform/brand/brands.ts).
  const storeProblems = storeIdProblems(Object.values(BRANDS));
  if (storeProblems.length > 0) throw new Error(storeProblems.join('\n'));
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const market = readMarketConfig(env);
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    logRequests: env.LOG_REQUESTS === 'true',
    market: {
      provider: market.provider,
      seed: market.seed,
      clockStart: instant(env.MARKET_CLOCK_START, 'MARKET_CLOCK_START'),
    },
    jobs: {
      orderMatcherIntervalMs: matcherIntervalFromEnv(env),
      recurringDepositIntervalMs: recurringDepositIntervalFromEnv(env),
      identityDecisionIntervalMs: integer(
        env.IDENTITY_DECISION_INTERVAL_MS,
        DEFAULT_IDENTITY_DECISION_INTERVAL_MS,
        'IDENTITY_DECISION_INTERVAL_MS',
      ),
      notificationDeliveryIntervalMs: integer(
        env.NOTIFICATION_DELIVERY_INTERVAL_MS,
        DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS,
        'NOTIFICATION_DELIVERY_INTERVAL_MS',
      ),
    },
    paperStartingCashCents: paperStartingCash(env),
    languageModel: languageModelFromEnv(env),
    appLinks: appLinkSettings(env),
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: integer(
            env.DATABASE_POOL_SIZE,
            defaultPoolSize(env.DATABASE_URL),
            'DATABASE_POOL_SIZE',
          ),
          connectTimeoutMs: integer(
            env.DATABASE_CONNECT_TIMEOUT_MS,
            DEFAULT_CONNECT_TIMEOUT_MS,
            'DATABASE_CONNECT_TIMEOUT_MS',
          ),
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    distDir: resolve(env.DIST_DIR ?? './dist'),
    authRateLimitPerMinute: integer(
      env.AUTH_RATE_LIMIT_PER_MINUTE,
      20,
      'AUTH_RATE_LIMIT_PER_MINUTE',
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL, integer(env.PORT, 8080, 'PORT')),
    mail: { smtpUrl: smtpUrl(env.SMTP_URL), from: env.MAIL_FROM || null },
    push: {
      vapidKeys: vapidKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
      subject: vapidSubject(env.VAPID_SUBJECT),
      serviceOrigins: pushServiceOrigins(env.PUSH_SERVICE_ORIGINS),
    },
    errorReportOrigin: originOf(env.SENTRY_DSN),
    sentryDsn: env.SENTRY_DSN || null,
    analyticsWebhookUrl: env.ANALYTICS_WEBHOOK_URL || null,
    analyticsMaxBytes: integer(env.ANALYTICS_MAX_BYTES, 1024 * 1024, 'ANALYTICS_MAX_BYTES'),
    brand: brandSetting(env.BRAND),
    liveAccounts: {
      encryptionKey: parseBase64Key(env.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'),
      documentsDir: resolve(dataDir, 'documents'),
      documentMaxBytes: integer(env.DOCUMENT_MAX_BYTES, 10 * 1024 * 1024, 'DOCUMENT_MAX_BYTES'),
      documentQuotaCount: integer(
        env.DOCUMENT_QUOTA_COUNT,
        DEFAULT_DOCUMENT_QUOTA_COUNT,
        'DOCUMENT_QUOTA_COUNT',
      ),
      documentQuotaBytes: integer(
        env.DOCUMENT_QUOTA_BYTES,
        DEFAULT_DOCUMENT_QUOTA_BYTES,
        'DOCUMENT_QUOTA_BYTES',
      ),
      identityProvider: identityProviderFor(
        identityProviderName(env.IDENTITY_PROVIDER),
        integer(
          env.IDENTITY_SANDBOX_DELAY_MS,
          DEFAULT_IDENTITY_SANDBOX_DELAY_MS,
          'IDENTITY_SANDBOX_DELAY_MS',
        ),
      ),
    },
    funding: {
      encryptionKey: parseBase64Key(env.FUNDING_ENCRYPTION_KEY, 'FUNDING_ENCRYPTION_KEY'),
      settlementDelayMs: integer(
        env.DEPOSIT_SETTLEMENT_DELAY_MS,
        60_000,
        'DEPOSIT_SETTLEMENT_DELAY_MS',
      ),
      instantDepositLimitCents: integer(
        env.INSTANT_DEPOSIT_LIMIT_CENTS,
        1_000_00,
        'INSTANT_DEPOSIT_LIMIT_CENTS',
      ),
      memberInstantDepositLimitCents: integer(
        env.MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS,
        5_000_00,
        'MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS',
      ),
      settlementIntervalMs: integer(
        env.FUNDING_SETTLEMENT_INTERVAL_MS,
        5_000,
        'FUNDING_SETTLEMENT_INTERVAL_MS',
      ),
      acat: sandboxAcatProvider(
        integer(env.ACAT_SANDBOX_DELAY_MS, DEFAULT_ACAT_SANDBOX_DELAY_MS, 'ACAT_SANDBOX_DELAY_MS'),
      ),
    },
    karmaDailyMax: integer(env.KARMA_DAILY_MAX, 50, 'KARMA_DAILY_MAX'),
    payments: {
      provider: paymentProvider(env.PAYMENT_PROVIDER),
      waiveFeeMinEquityCents: integer(
        env.MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS,
        DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS,
        'MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS',
      ),
    },
    learnFreeLessons: integer(env.LEARN_FREE_LESSONS, DEFAULT_FREE_LESSONS, 'LEARN_FREE_LESSONS'),
    seedDemo: env.SEED_DEMO !== 'false',
    cms: {
      readToken: env.CMS_READ_TOKEN || DEFAULT_CMS_READ_TOKEN,
      editorToken: editorToken(env.CMS_EDITOR_TOKEN),
      contentDir: resolve(env.CONTENT_DIR ?? './content'),
    },
  };
}
