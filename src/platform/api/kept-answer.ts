// The answer of a call (client.ts `call`) that this device kept the last time it asked: the
// service worker's API cache (src/sw.ts) holds every GET answer for offline use, belongs to the
// signed-in person (dropped at log-in, log-out and on a 401: platform/offline/caches.ts) and
// expires after a week, so no second copy is kept. A landing screen paints it while its request is
// on the way (platform/queries paintLastAnswer): on a slow connection home shows the member's
// figures from their last visit, saying so, then the fresh ones. The reading itself
// (last-answer.ts) is loaded when first asked: starting the app does not need it.
import type { Endpoint } from '@/contract/endpoint';
import { API_CACHE } from '@/platform/offline/sw-constants';
import { buildUrl, type CallInput, callRequest, markKeptAnswer } from './client';
import type { KeptAnswer } from './last-answer';

export function keptAnswer<P, Q, R>(
  endpoint: Endpoint<P, Q, undefined, R>,
  input?: CallInput<P, Q, undefined>,
): Promise<KeptAnswer<R> | undefined> {
  const struct = endpoint.response;
  if (endpoint.method !== 'GET' || !struct) return Promise.resolve(undefined);
  const request = callRequest(endpoint, input);
  const url = new URL(buildUrl(request.path, request.query), location.href).href;
  return import('./last-answer')
    .then((module) => module.lastAnswerAt(API_CACHE, url, (json) => struct.validate(json)))
    .then((kept) => {
      if (kept) markKeptAnswer(kept.data, kept.at);
      return kept;
    });
}
