// The app's connectivity (connectivity.ts): whether the network answers, as a signal screens read,
// and the fetch every request to our own server goes through so that its outcome counts.
import { takeEarlyAnswer } from './early-answers';
import { createConnectivity } from './connectivity';

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

const connectivity = createConnectivity({
  // A request the page's HTML started for the same URL is taken rather than sent again.
  fetch: (input, init) => takeEarlyAnswer(input, init) ?? fetch(input, init),
  initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  window: inBrowser ? window : undefined,
  document: inBrowser ? document : undefined,
  // Tiny, served by our own server without the database, and never cached (server/http/manifest.ts).
  probeUrl: '/manifest.webmanifest',
});

/** Whether the network answers (offline: the screens say so and disable what needs it). */
export const isOnline = connectivity.online;
/** True while a connection check is on its way. */
export const checkingConnection = connectivity.checking;
/** `fetch` for our own server: a failure or a cached answer says offline, an answer online. */
export const observedFetch = connectivity.fetch;
/** Checks the connection now (the offline notice's "Try again"). */
export const checkConnection = connectivity.checkNow;
