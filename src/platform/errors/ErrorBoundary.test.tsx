import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback, FALLBACK_TEXT, rootErrorHandlers } from './ErrorBoundary';

afterEach(() => vi.restoreAllMocks());

describe('ErrorFallback', () => {
  it('says what /500 says and offers a reload', () => {
    const html = renderToStaticMarkup(<ErrorFallback />);
    expect(html).toContain(`<h1>${FALLBACK_TEXT.title}</h1>`);
    expect(FALLBACK_TEXT.title).toBe('Something went wrong');
    expect(html).toContain(FALLBACK_TEXT.body);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Reload the page<\/button>/);
    expect(html).toContain('role="alert"');
  });
});

describe('rootErrorHandlers', () => {
  it('log to the console as React does while error reporting is off', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('render failed');
    rootErrorHandlers.onUncaughtError(error, { componentStack: '\n    at Screen' });
    rootErrorHandlers.onCaughtError(error, {
      componentStack: '\n    at Screen',
      errorBoundary: undefined,
    });
    rootErrorHandlers.onRecoverableError(error, { componentStack: '' });
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith(error);
  });
});
