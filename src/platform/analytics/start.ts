// Boot of the analytics client for the page: one client, set as the event sender (so `track*`
// helpers and page views reach it), initialised, with the page's flush triggers and click
// tracking attached.
import { shellPlatform } from '@/platform/shell/detect';
import { handleClicks } from './click-recorder';
import { createAnalyticsClient, type AnalyticsClient, type InitOptions } from './client';
import { STOCKROOM_WEB_KEY } from './constants';
import { attachPageFlushTriggers, requestBackgroundSync } from './page-triggers';
import { setEventSender } from './sender';

export interface StartAnalyticsOptions extends InitOptions {
  /** Defaults to our own ingest's public key; pass '' to send nothing (§5 'API key not set'). */
  apiKey?: string | null;
  /** '' (default): the ingest on this origin. */
  serverUrl?: string;
}

let started: AnalyticsClient | null = null;

export function startAnalytics(options: StartAnalyticsOptions = {}): AnalyticsClient {
  if (started) return started; // §4: setup runs once
  const { apiKey = STOCKROOM_WEB_KEY, serverUrl = '', ...init } = options;
  const client = createAnalyticsClient({
    apiKey,
    serverUrl,
    onUploadFailed: requestBackgroundSync,
  });
  started = client;
  setEventSender(client);
  void client.init(init).then(() => {
    attachPageFlushTriggers(client);
    // §3 clicks chosen by markup (clicks.ts): a chunk of its own, needed by no first paint; the
    // clicks made before it is here were recorded (click-recorder.ts) and are handed over first.
    if (typeof document !== 'undefined') {
      void import('./clicks').then(({ trackClick }) =>
        handleClicks((click) => trackClick(click, client, shellPlatform)),
      );
    }
  });
  return client;
}
