// Connectivity from evidence (DESIGN "Client state and offline"). `navigator.onLine` is a hint,
// not the truth: on a captive Wi-Fi, a dead mobile link, or a page reloaded offline (Chromium
// says `true` there while every request fails), the browser believes it is online. So the one
// signal every screen reads is moved by what actually happened:
//   - a request that failed for want of network            → a probe at once; offline unless
//                                                             it is answered (a reset connection
//                                                             is not a dead network)
//   - an answer the service worker took from its cache
//     because the network failed (CACHED_ANSWER_HEADER)     → offline
//   - one it took because the network was slow               → a probe decides
//   - the browser's 'offline' event                         → offline
//   - any answer that came from the network (any status)    → online, unless the network was
//                                                             seen gone after it was sent (then
//                                                             a probe decides)
//   - the browser's 'online' event                          → a probe; online on its answer
// While offline, a probe (a HEAD request, which the service worker never answers from its cache)
// runs after 1 s, 2 s, 4 s, then every 5 s while the page is visible, and at once when the
// page becomes visible again, regains focus, or the person asks (`checkNow`).
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import {
  CACHED_ANSWER_HEADER,
  CACHED_AFTER_NETWORK_FAILURE,
} from '@/platform/offline/sw-constants';

const PROBE_FIRST_MS = 1_000;
/**
 * Short enough that a browser that never says 'online' again (the network came back on a page
 * that was reloaded offline) is back within seconds; a failing HEAD every 5 s costs nothing.
 */
export const PROBE_MAX_MS = 5_000;
/** A probe with no answer by then counts as a failure (a link that swallows packets). */
export const PROBE_TIMEOUT_MS = 8_000;

export interface ConnectivityEnvironment {
  fetch: typeof fetch;
  /** `navigator.onLine` at start: `false` is believed at once, `true` only until evidence. */
  initiallyOnline: boolean;
  /** Where 'online', 'offline' and 'focus' fire (window); omitted where there is none. */
  window?: Pick<EventTarget, 'addEventListener'>;
  /** Where 'visibilitychange' fires, and whether the page is visible. */
  document?: Pick<EventTarget, 'addEventListener'> & { visibilityState: string };
  /** A same-origin URL the server answers cheaply to HEAD. */
  probeUrl: string;
  setTimeout?: typeof setTimeout;
  clearTimeout?: typeof clearTimeout;
}

export interface Connectivity {
  /** The one signal screens read (through platform/network/online). */
  readonly online: ReadonlySignal<boolean>;
  /** True while a probe is on its way. */
  readonly checking: ReadonlySignal<boolean>;
  /** `fetch`, with its outcome taken as evidence. Rejections are passed on unchanged. */
  fetch: typeof fetch;
  /** Probes now; resolves to whether the network answered. */
  checkNow(): Promise<boolean>;
}

/** An abort is the caller's decision, not evidence about the network. */
const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

export function createConnectivity(environment: ConnectivityEnvironment): Connectivity {
  const later = environment.setTimeout ?? setTimeout;
  const cancel = environment.clearTimeout ?? clearTimeout;
  const online = signal(environment.initiallyOnline);
  const checking = signal(false);
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeDelay = PROBE_FIRST_MS;
  let probing: Promise<boolean> | null = null;
  /**
   * Counts the times the network was seen gone. An answer to a request sent before the latest of
   * them is older evidence (it left the server before the cut, or before the browser said
   * 'offline'): it must not undo that, or a page could believe it is online with nothing left to
   * ask; the probe decides instead.
   */
  let wentOfflineCount = 0;

  const visible = () => (environment.document?.visibilityState ?? 'visible') === 'visible';

  function wentOnline(): void {
    cancel(probeTimer);
    probeTimer = undefined;
    probeDelay = PROBE_FIRST_MS;
    online.value = true;
  }

  function wentOffline(): void {
    wentOfflineCount += 1;
    online.value = false;
    scheduleProbe();
  }

  function scheduleProbe(): void {
    if (online.peek() || probeTimer !== undefined || probing || !visible()) return;
    probeTimer = later(() => {
      probeTimer = undefined;
      void checkNow();
    }, probeDelay);
    probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
  }

  function observeAnswer(response: Response, sentAfter: number): void {
    const cached = response.headers.get(CACHED_ANSWER_HEADER);
    if (cached === null) {
      if (sentAfter === wentOfflineCount) wentOnline();
      else void checkNow();
    } else if (cached === CACHED_AFTER_NETWORK_FAILURE) wentOffline();
    // Cached because the network was slow: a link that swallows requests looks just like that,
    // so ask the probe, which waits longer.
    else if (online.peek()) void checkNow();
  }

  const observedFetch: typeof fetch = async (input, init) => {
    const sentAfter = wentOfflineCount;
    let response: Response;
    try {
      response = await environment.fetch(input, init);
    } catch (error) {
      if (!isAbort(error)) void checkNow();
      throw error;
    }
    observeAnswer(response, sentAfter);
    return response;
  };

  function checkNow(): Promise<boolean> {
    if (probing) return probing;
    cancel(probeTimer);
    probeTimer = undefined;
    checking.value = true;
    const sentAfter = wentOfflineCount;
    const controller = new AbortController();
    const timeout = later(() => controller.abort(), PROBE_TIMEOUT_MS);
    probing = environment
      .fetch(environment.probeUrl, {
        method: 'HEAD',
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      })
      .then(
        () => true,
        () => false,
      )
      .then((answered) => {
        cancel(timeout);
        probing = null;
        checking.value = false;
        if (!answered) wentOffline();
        else if (sentAfter === wentOfflineCount) wentOnline();
        // Answered, but the network was seen gone since it was sent: ask again.
        else scheduleProbe();
        return answered;
      });
    return probing;
  }

  environment.window?.addEventListener('offline', wentOffline);
  environment.window?.addEventListener('online', () => void checkNow());
  environment.window?.addEventListener('focus', () => {
    if (!online.peek()) void checkNow();
  });
  environment.document?.addEventListener('visibilitychange', () => {
    if (!online.peek() && visible()) void checkNow();
  });
  if (!environment.initiallyOnline) scheduleProbe();

  return {
    online: computed(() => online.value),
    checking: computed(() => checking.value),
    fetch: observedFetch,
    checkNow,
  };
}
