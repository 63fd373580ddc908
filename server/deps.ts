// What every feature of the app is built on, made once: main.ts from the configuration, a test
// from its own (tests/support/test-app.ts). One database, one market (its quote provider and its
// caches) and one clock, the market's: a frozen clock in a test freezes every feature at once; and
// the settings, parsed once; and the mail and push senders. Every feature is a Fastify plugin that takes them (server/app.ts).
import type { Db } from './db/client';
import type { SecurityLogSink } from './http/security-log';
import type { BrandSetting } from './http/index-html';
import type { TrustProxy } from './http/trust-proxy';
import type { CmsCredentials } from './routes/cms';
import type { AppLinkSettings } from './routes/well-known';
import type { Destination } from './services/analytics/destinations';
import type { ContactsProvider } from './services/contacts/provider';
import { type EmailSender, emailSenderFor } from './services/email/sender';
import type { FundingOptions } from './services/funding/deps';
import type { LiveAccountOptions } from './services/live-accounts/deps';
import {
  type PushSender,
  type PushSettings,
  webPushSender,
} from './services/notifications/push-sender';
import { createMarket, type Market, type MarketSettings } from './services/market/provider';
import type { PaymentOptions } from './services/payments/deps';
import type { LanguageModelProvider } from './services/tools/query/language-model';

export interface AppDeps {
  db: Db;
  /** Its quote provider (`market.quotes`) and the one clock (`market.now`). */
  market: Market;
  settings: AppSettings;
  /** Outgoing mail: SMTP, or the sandbox mailbox in `db` (services/email/sender.ts). */
  mailer: EmailSender;
  /** Web Push to the members' devices (services/notifications/push-sender.ts). */
  push: PushSender;
}

/**
 * The app's settings, parsed once (main.ts: from server/config.ts, settingsFrom); a test gives the
 * few it cares about, and each feature applies its own defaults.
 */
export interface AppSettings {
  distDir?: string | null;
  authRateLimitPerMinute?: number;
  /** TRUST_PROXY (http/trust-proxy.ts); default: no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** PUBLIC_URL: the origin of links in mail (config.ts); default http://localhost. */
  publicUrl?: string;
  /** SMTP_URL and MAIL_FROM; default: the sandbox mailbox, from no-reply at PUBLIC_URL's host. */
  mail?: { smtpUrl?: string | null; from?: string };
  /** VAPID_ keys and subject, PUSH_SERVICE_ORIGINS; default: a shared pair, the browsers' services. */
  push?: PushSettings;
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

/** AppDeps on `db`: a market from the configuration's settings, with what a test replaces. */
export function appDeps(
  db: Db,
  marketSettings: MarketSettings,
  settings: AppSettings = {},
  overrides: Parameters<typeof createMarket>[1] = {},
): AppDeps {
  return {
    db,
    market: createMarket(marketSettings, overrides),
    settings,
    mailer: emailSenderFor(db, { ...settings.mail, publicUrl: settings.publicUrl }),
    push: webPushSender(db, { ...settings.push, publicUrl: settings.publicUrl }),
  };
}

/** The slice most features take: the database, the market's prices and the one clock. */
export const coreOf = ({ db, market }: AppDeps) => ({ db, quotes: market.quotes, now: market.now });
