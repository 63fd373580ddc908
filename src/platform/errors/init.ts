// Error reporting (spec §7): Sentry in production builds only, and only with a DSN (the server
// injects <meta name="sentry-dsn"> from SENTRY_DSN). Sensitive areas of spec §1 are redacted
// before anything leaves (./redact.ts); 'Script error' is ignored (spec §8); tracing headers go only
// to same-origin and api/ requests (spec §7); a 404 page's tracing events are dropped (spec §2);
// tracing and transport constants are spec §9's.
import * as Sentry from '@sentry/react';
import { marketingPaths } from '@/paths';
import type { ErrorReportingOptions } from './config';
import { setReportingSentry } from './reporter';
import { SENSITIVE_QUERY_TERMS, redactBreadcrumb, redactEvent, redactSpan } from './redact';

// --- Spec §9 constants -------------------------------------------------------------------------

/** Tracing sample rate in production. */
export const TRACES_SAMPLE_RATE = 1;
/** Error-report buffer: envelopes in flight at once (`transportOptions.bufferSize`). */
export const ERROR_REPORT_BUFFER_SIZE = 30;
/**
 * Rate-limit back-off. Sentry's transport honours the server's `X-Sentry-Rate-Limits` and
 * `Retry-After` headers and, on a 429 without them, waits 60 s (`DEFAULT_RETRY_AFTER` in
 * @sentry/core). There is no option to set it: the constant documents the value we rely on.
 */
export const RATE_LIMIT_BACKOFF_MS = 60_000;
/** Tracing idle timeout: a page-load/navigation span ends after this long without new spans. */
export const TRACING_IDLE_TIMEOUT_MS = 1_000;
/** Tracing final timeout: the longest a page-load/navigation span may run. */
export const TRACING_FINAL_TIMEOUT_MS = 30_000;
/** Tracing heartbeat of spec §9 (Sentry v7's `heartbeatInterval`). */
export const TRACING_HEARTBEAT_MS = 5_000;
/**
 * v8 removed `heartbeatInterval`: v7 ended an idle span after 3 heartbeats with no change in its
 * open child spans, and `childSpanTimeout` (default 15 s) is that rule as one timeout.
 */
export const TRACING_CHILD_SPAN_TIMEOUT_MS = 3 * TRACING_HEARTBEAT_MS;

/** Spec §8: cross-origin scripts' opaque 'Script error' messages are ignored. */
export const SCRIPT_ERROR = /^Script error\.?$/;

// ---------------------------------------------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec §7: tracing headers only to same-origin requests (relative URLs, this origin) and api/
 * requests. Sentry matches these against the full URL, and against the path for same-origin URLs.
 */
export function tracePropagationTargets(origin: string): RegExp[] {
  return [/^\//, new RegExp(`^${escapeRegExp(origin)}(?:[/?#]|$)`), /\/api\//];
}

/**
 * Spec §2: the 404 page's tracing events are dropped. `ignoreSpans` works in both trace lifecycles
 * (v11 streams spans by default, where `beforeSendTransaction` is never called); an ignored
 * page-load or navigation span takes its child spans with it.
 */
export const NOT_FOUND_SPANS: NonNullable<Sentry.BrowserOptions['ignoreSpans']> = [
  {
    op: /^(?:pageload|navigation)/,
    attributes: { 'url.path': new RegExp(`^${escapeRegExp(marketingPaths.notFound)}/?$`) },
  },
];

/** The `Sentry.init` options (exported for tests; `initErrorReporting` is the entry point). */
export function sentryOptions(
  options: ErrorReportingOptions & { dsn: string },
  origin: string,
): Sentry.BrowserOptions {
  return {
    dsn: options.dsn,
    ...(options.release !== undefined && { release: options.release }),
    ...(options.environment !== undefined && { environment: options.environment }),
    // v11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect everything: no
    // user info (nor IP inference), cookies, headers or bodies. Query parameters named after a
    // sensitive area are blanked where the SDK collects a URL, before redactEvent runs.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: { deny: SENSITIVE_QUERY_TERMS },
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
    },
    beforeSend: redactEvent,
    beforeBreadcrumb: redactBreadcrumb,
    beforeSendSpan: redactSpan,
    ignoreErrors: [SCRIPT_ERROR],
    ignoreSpans: NOT_FOUND_SPANS,
    tracePropagationTargets: tracePropagationTargets(origin),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    transportOptions: { bufferSize: ERROR_REPORT_BUFFER_SIZE },
    integrations: [
      Sentry.browserTracingIntegration({
        idleTimeout: TRACING_IDLE_TIMEOUT_MS,
        finalTimeout: TRACING_FINAL_TIMEOUT_MS,
        childSpanTimeout: TRACING_CHILD_SPAN_TIMEOUT_MS,
      }),
    ],
  };
}

/**
 * Starts error reporting: production builds with a DSN only, once. Returns whether it runs.
 * Call it first thing in src/main.tsx, before the React root is created.
 */
export function initErrorReporting(options: ErrorReportingOptions): boolean {
  if (!import.meta.env.PROD || !options.dsn) return false;
  if (Sentry.isInitialized()) return true;
  Sentry.init(sentryOptions({ ...options, dsn: options.dsn }, window.location.origin));
  if (Sentry.isInitialized()) setReportingSentry(Sentry);
  return Sentry.isInitialized();
}
