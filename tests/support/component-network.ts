// Connectivity and our API for component tests (`*.component.test.tsx`). Screens read the
// `isOnline` signal (src/platform/network/online.ts), which moves on evidence: the window's
// 'offline' event takes it offline at once, and a probe that is answered brings it back. Requests
// to our server go through `globalThis.fetch`, which a test stubs with answers in the contract's
// shapes (src/contract); anything it did not expect fails like a dead network.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { checkConnection, isOnline } from '@/platform/network/online';

/** What the browser does when the network drops: every screen reading `isOnline` sees it. */
export function goOffline(): void {
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  if (isOnline.peek()) throw new Error('the connectivity signal did not go offline');
}

/**
 * The connection comes back: a probe is answered (and the probe retries offline are cancelled).
 * What the screens ask for at that moment (they fetch again once online) gets the test's answers.
 */
export async function goOnline(): Promise<void> {
  const stubbed = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/manifest.webmanifest')
      ? new Response(null, { status: 200 })
      : stubbed(input, init);
  try {
    await act(() => checkConnection());
  } finally {
    globalThis.fetch = stubbed;
  }
  if (!isOnline.peek()) throw new Error('the connectivity signal did not come back online');
}

type Answer = { status?: number; body: unknown };
/** An answer made from the request: its JSON body (undefined without one). */
type Answering = (request: { body: unknown }) => Answer;

/**
 * Stubs `fetch` for this test: `answers` maps "GET /api/v1/live_accounts" to what the server
 * answers (JSON, status 200 unless given). Returns the mock to inspect the requests sent.
 */
export function stubApi(answers: Record<string, Answer | Answering>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = answers[key];
    if (!entry) throw new TypeError(`Failed to fetch (no answer stubbed for ${key})`);
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body } = typeof entry === 'function' ? entry({ body: sent }) : entry;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
