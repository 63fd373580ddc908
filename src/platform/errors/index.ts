// Error reporting's public surface. init.ts (Sentry) is deliberately not here: it loads lazily.
export { AppErrorBoundary, rootErrorHandlers } from './ErrorBoundary';
export { readErrorReportingConfig, startErrorReporting } from './config';
