// Error reporting's public surface. init.ts (Sentry) is deliberately not here: it loads lazily.
export { AppErrorBoundary, ErrorFallback, FALLBACK_TEXT, rootErrorHandlers } from './ErrorBoundary';
export {
  readErrorReportingConfig,
  startErrorReporting,
  type ErrorReportingOptions,
} from './config';
