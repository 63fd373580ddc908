import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountsEndpoints from '@/contract/endpoints/accounts';
import * as meEndpoints from '@/contract/endpoints/me';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';
import * as utilEndpoints from '@/contract/endpoints/util';
import type { AnyEndpoint } from '@/contract/endpoint';
import { buildUrl, callRequest } from '@/platform/api/client';
import {
  dropEarlyAnswers,
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_ANSWERS_GLOBAL,
  noteSessionHint,
  SESSION_HINT_KEY,
  takeEarlyAnswer,
} from './early-answers';
import { EARLY_REQUESTS } from './early-requests';

const globals = globalThis as unknown as Record<string, unknown>;

/** The page's early requests as the pre-paint script leaves them. */
function started(urls: string[]): Record<string, Promise<Response>> {
  const answers = Object.fromEntries(urls.map((url) => [url, Promise.resolve(new Response(url))]));
  globals[EARLY_ANSWERS_GLOBAL] = { ...answers };
  return answers;
}

// The page's age: a worker of the test run is often older than the answers' age limit.
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  dropEarlyAnswers();
  vi.restoreAllMocks();
});

const urlOf = (endpoint: AnyEndpoint, query?: Record<string, string>) => {
  const request = callRequest(endpoint as never, (query ? { query } : undefined) as never);
  return buildUrl(request.path, request.query);
};

describe('the early answers', () => {
  it('are the URLs the app asks for, exactly as its client writes them', () => {
    // The session check and /me (features/auth refreshSession); home's prefetch
    // (dashboard/prefetch.ts); the portfolio screen's default account (portfolio/prefetch.ts).
    const session = [urlOf(utilEndpoints.csrf), urlOf(meEndpoints.me)];
    expect(EARLY_REQUESTS).toEqual({
      '/app': [
        ...session,
        urlOf(accountsEndpoints.list),
        urlOf(portfolioEndpoints.summary, { account: 'simulated' }),
      ],
      '/app/portfolio': [...session, urlOf(portfolioEndpoints.summary)],
    });
  });

  it('hands each answer over once, to a GET of the same URL', async () => {
    const answers = started(['/api/v1/me', '/api/v1/accounts']);
    expect(takeEarlyAnswer('/api/v1/me', { method: 'POST' })).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/other')).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/me')).toBe(answers['/api/v1/me']);
    expect(takeEarlyAnswer('/api/v1/me', { method: 'GET' })).toBeUndefined();
    expect(await (await takeEarlyAnswer('/api/v1/accounts'))?.text()).toBe('/api/v1/accounts');
  });

  it('are asked for again once the page is older than their age limit', () => {
    started(['/api/v1/me', '/api/v1/accounts']);
    vi.mocked(performance.now).mockReturnValue(EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyAnswer('/api/v1/me')).toBeUndefined();
    vi.mocked(performance.now).mockReturnValue(0);
    // Dropped, all of them: none is taken after.
    expect(takeEarlyAnswer('/api/v1/accounts')).toBeUndefined();
  });

  it('are dropped when the session changes', () => {
    started(['/api/v1/me']);
    dropEarlyAnswers();
    expect(takeEarlyAnswer('/api/v1/me')).toBeUndefined();
  });

  it('remember that the device has no session, and forget it at the next one', () => {
    const stored = new Map<string, string>();
    globals.localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    };
    try {
      noteSessionHint(false);
      expect(stored.get(SESSION_HINT_KEY)).toBe('out');
      noteSessionHint(true);
      expect(stored.has(SESSION_HINT_KEY)).toBe(false);
    } finally {
      delete globals.localStorage;
    }
  });
});
