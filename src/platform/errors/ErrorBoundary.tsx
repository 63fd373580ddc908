// The last line of defence for render errors: report to Sentry (when initErrorReporting started
// it) and show a full page equivalent to /500 (spec §2). Platform code may not import the
// marketing StatusPage, so the fallback repeats its words with the shared Page and Button.
// `rootErrorHandlers` gives React 19's createRoot/hydrateRoot the same reporting for errors that
// no boundary catches, errors boundaries catch, and errors React recovers from (hydration).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { Button } from '@/ui/Button';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { reportingSentry } from './reporter';

export const FALLBACK_TEXT = {
  title: 'Something went wrong',
  body: 'Our servers had a problem showing this page. Please try again in a moment.',
  reload: 'Reload the page',
} as const;

export function ErrorFallback() {
  return (
    <Page title={FALLBACK_TEXT.title} testId="status-500">
      <Box role="alert">
        <Code aria-hidden>500</Code>
        <h1>{FALLBACK_TEXT.title}</h1>
        <p>{FALLBACK_TEXT.body}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {FALLBACK_TEXT.reload}
        </Button>
      </Box>
    </Page>
  );
}

type State = { failed: boolean };

/** Wrap the app (or a risky subtree) in it: one failing render shows the fallback page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // With rootErrorHandlers wired, onCaughtError has already reported this error; Sentry sees
    // the same error object and does not send it twice.
    const sentry = reportingSentry();
    if (sentry) {
      sentry.captureReactException(error, toReactErrorInfo(info), {
        mechanism: { handled: true, type: 'auto.function.react.error_boundary' },
      });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

function toReactErrorInfo(info: { componentStack?: string | null }): ErrorInfo {
  return { componentStack: info.componentStack ?? '' };
}

type RootErrorHandlers = Required<
  Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'>
>;

/** Sentry's React handler, when error reporting runs; `log` keeps React's console output. */
function reporter(log: boolean) {
  const sentry = reportingSentry();
  return sentry?.reactErrorHandler(log ? (error) => console.error(error) : undefined) ?? null;
}

/**
 * React 19 root options: `createRoot(el, rootErrorHandlers)` or
 * `hydrateRoot(el, app, rootErrorHandlers)`. Each reports only if Sentry was initialised, and
 * logs to the console as React does by default.
 */
export const rootErrorHandlers: RootErrorHandlers = {
  onUncaughtError(error, info) {
    reporter(false)?.(error, toReactErrorInfo(info));
    console.error(error);
  },
  onCaughtError(error, info) {
    const report = reporter(true);
    if (report) report(error, toReactErrorInfo(info));
    else console.error(error);
  },
  onRecoverableError(error, info) {
    const report = reporter(true);
    if (report) report(error, toReactErrorInfo(info));
    else console.error(error);
  },
};

const Box = styled('section', { textAlign: 'center', padding: '$8 0' });
const Code = styled('div', { fontSize: '64px', fontWeight: 800, color: '$textMuted' });
