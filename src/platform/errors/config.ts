// What the entry bundle needs to decide on error reporting, without loading Sentry itself:
// init.ts (with @sentry/react) is a lazy chunk, fetched only in production when a DSN is set, so
// visitors without error reporting never download it (the JS budget of `/`,
// scripts/check-bundle-budgets.mjs).
export interface ErrorReportingOptions {
  dsn: string | null;
  release?: string;
  environment?: string;
}

/** The DSN the server injected into the page (`<meta name="sentry-dsn">`), or null. */
export function readErrorReportingConfig(doc: Document | undefined = globalThis.document): {
  dsn: string | null;
} {
  const content = doc?.querySelector('meta[name="sentry-dsn"]')?.getAttribute('content')?.trim();
  return { dsn: content ? content : null };
}

/** Loads and starts error reporting when it should run; errors before it has loaded are missed. */
export function startErrorReporting(options: ErrorReportingOptions): void {
  if (!import.meta.env.PROD || !options.dsn) return;
  void import('./init').then(({ initErrorReporting }) => initErrorReporting(options));
}
