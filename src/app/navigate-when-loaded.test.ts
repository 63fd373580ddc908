// navigateWhenLoaded: a navigation goes once the next screen's chunk is in or after CHUNK_WAIT_MS,
// whichever is first, once only; a later navigation supersedes one still waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Parser } from 'wouter';
import type { AppRouteTable } from '@/paths';
import { preloadablePage } from '@/preloadable-page';
import { CHUNK_WAIT_MS, navigateWhenLoaded } from './navigate-when-loaded';

/** A route table of two screens whose chunks arrive when the test says. */
function screens() {
  const arrive: Record<string, () => void> = {};
  const screen = (name: string) =>
    preloadablePage(
      () =>
        new Promise((resolve) => {
          arrive[name] = () => resolve({ default: () => null });
        }),
    );
  const routes: AppRouteTable = [
    ['/app/slow', screen('slow'), { signedIn: true }],
    ['/app/quick/:id', screen('quick'), { signedIn: true }],
  ];
  return { routes, arrive };
}

/** A path parser of the router's kind for these two patterns (`:name` matches one segment). */
const parser: Parser = (route) => ({
  pattern: new RegExp(`^${route.replace(/:[^/]+/g, '([^/]+)')}/?$`),
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('navigateWhenLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes as soon as the screen is in, with the options given, once', async () => {
    const { routes, arrive } = screens();
    const navigate = vi.fn();
    navigateWhenLoaded(routes, parser)(navigate, '/app/quick/7?tab=a', { replace: true });
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    arrive.quick!();
    await flush();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/app/quick/7?tab=a', { replace: true });
    await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('goes after CHUNK_WAIT_MS for a screen still loading, and not again when it arrives', async () => {
    const { routes, arrive } = screens();
    const navigate = vi.fn();
    navigateWhenLoaded(routes, parser)(navigate, '/app/slow');
    await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/app/slow', undefined);
    arrive.slow!();
    await flush();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('goes at once (after the current work) to a path no preloadable screen has', async () => {
    const { routes } = screens();
    const navigate = vi.fn();
    navigateWhenLoaded(routes, parser)(navigate, '/about');
    await flush();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/about', undefined);
  });

  it('ends on the second of two presses, even when the first screen arrives later', async () => {
    const { routes, arrive } = screens();
    const navigate = vi.fn();
    const around = navigateWhenLoaded(routes, parser);
    around(navigate, '/app/slow');
    around(navigate, '/app/quick/1');
    arrive.quick!();
    await flush();
    arrive.slow!();
    await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS);
    expect(navigate.mock.calls).toEqual([['/app/quick/1', undefined]]);
  });
});
