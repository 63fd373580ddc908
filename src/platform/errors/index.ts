// The error-reporting platform module (spec §7): an explicit export list (no `export *`,
// CONVENTIONS "Shape"). src/main.tsx starts it and wraps the app; see init.ts for the rules.
export { AppErrorBoundary, ErrorFallback, FALLBACK_TEXT, rootErrorHandlers } from './ErrorBoundary';
export { initErrorReporting, readErrorReportingConfig, type ErrorReportingOptions } from './init';
export { REDACTED, redactText } from './redact';
