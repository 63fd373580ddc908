// The Sentry module once init.ts has started it; null before (or without) error reporting. The
// error boundary and React's root handlers report through it, so they need no static import.
import type * as SentryModule from '@sentry/react';

let sentry: typeof SentryModule | null = null;

export function setReportingSentry(module: typeof SentryModule): void {
  sentry = module;
}

export function reportingSentry(): typeof SentryModule | null {
  return sentry?.isInitialized() ? sentry : null;
}
