import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHED_AFTER_NETWORK_FAILURE,
  CACHED_AFTER_TIMEOUT,
  CACHED_ANSWER_HEADER,
} from '@/platform/offline/sw-constants';
import { createConnectivity, PROBE_MAX_MS, PROBE_TIMEOUT_MS } from './connectivity';

const PROBE_URL = '/probe';

/**
 * A network we control: `up` answers, `down` rejects as fetch does offline, `hang` never ends
 * (until aborted). `workerAnswer`, when set, is what the service worker gives every request but
 * the probe, which it never sees (a HEAD request).
 */
function world(initiallyOnline = true) {
  let network: 'up' | 'down' | 'hang' = 'up';
  let workerAnswer: (() => Response) | null = null;
  const probes: number[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === PROBE_URL) probes.push(Date.now());
    else if (workerAnswer) return workerAnswer();
    if (network === 'down') throw new TypeError('Failed to fetch');
    if (network === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return new Response('{}', { status: 200 });
  });
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const connectivity = createConnectivity({
    fetch,
    initiallyOnline,
    window: win,
    document: doc,
    probeUrl: PROBE_URL,
  });
  return {
    connectivity,
    probes,
    win,
    doc,
    setNetwork: (state: typeof network) => (network = state),
    setWorkerAnswer: (make: () => Response) => (workerAnswer = make),
  };
}

const answer = (cached?: string) =>
  new Response('{}', { status: 200, headers: cached ? { [CACHED_ANSWER_HEADER]: cached } : {} });

/** Lets the probe's promise chain settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('connectivity from evidence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes offline when a request fails for want of network, and online on the next answer', async () => {
    const { connectivity, setNetwork } = world();
    expect(connectivity.online.value).toBe(true);
    setNetwork('down');
    await expect(connectivity.fetch('/api/v1/me')).rejects.toThrow(TypeError);
    await settle(); // the probe it started fails too
    expect(connectivity.online.value).toBe(false);
    setNetwork('up');
    await connectivity.fetch('/api/v1/me');
    expect(connectivity.online.value).toBe(true);
  });

  it('stays online when one request fails but the probe it starts is answered', async () => {
    const { connectivity, probes, setWorkerAnswer } = world();
    setWorkerAnswer(() => {
      throw new TypeError('Failed to fetch'); // e.g. the connection was reset mid-answer
    });
    await expect(connectivity.fetch('/api/v1/orders', { method: 'POST' })).rejects.toThrow();
    await settle();
    expect(probes).toHaveLength(1);
    expect(connectivity.online.value).toBe(true);
  });

  it('counts any status as an answer: a 503 means the network works', async () => {
    const { connectivity, setWorkerAnswer } = world(false);
    setWorkerAnswer(() => new Response('', { status: 503 }));
    await connectivity.fetch('/api/v1/me');
    expect(connectivity.online.value).toBe(true);
  });

  it('takes an answer the service worker served from its cache after a network failure as offline, though navigator.onLine said online', async () => {
    const { connectivity, setWorkerAnswer } = world(true);
    setWorkerAnswer(() => answer(CACHED_AFTER_NETWORK_FAILURE));
    const response = await connectivity.fetch('/api/v1/portfolio');
    expect(response.status).toBe(200); // the caller still gets its data
    expect(connectivity.online.value).toBe(false);
  });

  it('asks the probe when the worker answered from its cache because the network was slow', async () => {
    const { connectivity, probes, setNetwork, setWorkerAnswer } = world();
    setWorkerAnswer(() => answer(CACHED_AFTER_TIMEOUT));
    setNetwork('hang');
    // The slow answer itself does not decide …
    await connectivity.fetch('/api/v1/portfolio');
    expect(connectivity.online.value).toBe(true);
    expect(probes).toHaveLength(1);
    // … the probe does: no answer within its timeout is offline.
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(connectivity.online.value).toBe(false);
  });

  it('stays online after a slow cached answer when the probe is answered', async () => {
    const { connectivity, probes, setWorkerAnswer } = world();
    setWorkerAnswer(() => answer(CACHED_AFTER_TIMEOUT));
    await connectivity.fetch('/api/v1/portfolio');
    await settle();
    expect(probes).toHaveLength(1);
    expect(connectivity.online.value).toBe(true);
  });

  it('ignores aborted requests', async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    const connectivity = createConnectivity({ fetch, initiallyOnline: true, probeUrl: PROBE_URL });
    await expect(connectivity.fetch('/api/v1/me')).rejects.toThrow('aborted');
    expect(connectivity.online.value).toBe(true);
  });

  it("believes the browser's 'offline' at once, but its 'online' only once the probe is answered", async () => {
    const { connectivity, win, probes, setNetwork } = world();
    setNetwork('down');
    win.dispatchEvent(new Event('offline'));
    expect(connectivity.online.value).toBe(false);

    // 'online' with the network still gone (a captive Wi-Fi): the probe fails, still offline.
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(probes).toHaveLength(1);
    expect(connectivity.online.value).toBe(false);

    setNetwork('up');
    win.dispatchEvent(new Event('online'));
    expect(connectivity.online.value).toBe(false); // not before the answer
    expect(connectivity.checking.value).toBe(true);
    await settle();
    expect(connectivity.online.value).toBe(true);
    expect(connectivity.checking.value).toBe(false);
  });

  it("does not let an answer sent before the browser's 'offline' undo it: the probe decides", async () => {
    const { connectivity, win, probes, setNetwork, setWorkerAnswer } = world();
    let deliver: (response: Response) => void = () => undefined;
    setWorkerAnswer(() => new Promise<Response>((resolve) => (deliver = resolve)) as never);
    const pending = connectivity.fetch('/api/v1/securities/AAPL/quote');
    setNetwork('down');
    win.dispatchEvent(new Event('offline'));
    deliver(answer()); // it left the server just before the cut
    await pending;
    await settle();
    expect(probes).toHaveLength(1);
    expect(connectivity.online.value).toBe(false);

    // Sent after the cut, an answer is the network back.
    setNetwork('up');
    setWorkerAnswer(() => answer());
    await connectivity.fetch('/api/v1/me');
    expect(connectivity.online.value).toBe(true);
  });

  it("does not take a probe answered after the browser's 'offline' as online: it asks again", async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const win = new EventTarget();
    const connectivity = createConnectivity({
      fetch,
      initiallyOnline: false,
      window: win,
      probeUrl: PROBE_URL,
    });
    const first = connectivity.checkNow();
    win.dispatchEvent(new Event('offline'));
    answers[0]!(answer());
    expect(await first).toBe(true); // the network did answer it …
    expect(connectivity.online.value).toBe(false); // … but before the cut
    await vi.advanceTimersByTimeAsync(PROBE_MAX_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[1]!(answer());
    await settle();
    expect(connectivity.online.value).toBe(true);
  });

  it('starts offline when navigator.onLine says so, and probes until the network answers', async () => {
    const { connectivity, probes, setNetwork } = world(false);
    setNetwork('down');
    expect(connectivity.online.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probes).toHaveLength(1);
    setNetwork('up');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probes).toHaveLength(2);
    expect(connectivity.online.value).toBe(true);
    // Online: no more probes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(2);
  });

  it('probes at once, then after 1 s, 2 s and 4 s, then every 5 s while offline', async () => {
    const { connectivity, probes, setNetwork } = world();
    setNetwork('down');
    const t0 = Date.now();
    await expect(connectivity.fetch('/api/v1/me')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(27_000);
    // At once (for the failed request), then 1, 1 + 2, 1 + 2 + 4 = 7, then every 5 s.
    expect(probes.map((at) => at - t0)).toEqual([
      0, 1_000, 3_000, 7_000, 12_000, 17_000, 22_000, 27_000,
    ]);
    expect(PROBE_MAX_MS).toBe(5_000);
  });

  it('does not probe while the page is hidden, and probes when it is visible again', async () => {
    const { connectivity, probes, doc, setNetwork } = world();
    setNetwork('down');
    doc.visibilityState = 'hidden';
    await expect(connectivity.fetch('/api/v1/me')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(1); // the one the failed request asked for
    expect(connectivity.online.value).toBe(false);
    setNetwork('up');
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(probes).toHaveLength(2);
    expect(connectivity.online.value).toBe(true);
  });

  it('checks at once when asked, sharing one probe between callers', async () => {
    const { connectivity, probes } = world(false);
    const [first, second] = await Promise.all([connectivity.checkNow(), connectivity.checkNow()]);
    expect([first, second]).toEqual([true, true]);
    expect(probes).toHaveLength(1);
    expect(connectivity.online.value).toBe(true);
  });
});
