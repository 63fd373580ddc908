// The analytics platform module: an explicit export list (no `export *`, CONVENTIONS "Shape").
// The service worker imports `./worker` directly so it pulls in no page code.
export {
  createAnalyticsClient,
  type AnalyticsCallback,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsStorage,
  type InitOptions,
  type Revenue,
} from './client';
export { ANALYTICS_SYNC_TAG, REASONS, STOCKROOM_WEB_KEY } from './constants';
export {
  EVENT_SCHEMAS,
  track,
  trackAccountTypeSelected,
  trackButtonClicked,
  trackFeedLoaded,
  trackIdeaViewed,
  trackModalViewed,
  trackPageViewed,
  trackProConViewed,
  trackTabViewed,
  type AnalyticsEventType,
  type EventProperties,
} from './events';
export { attachPageFlushTriggers, requestBackgroundSync } from './page-triggers';
export { setEventSender, hasEventSender, type EventSender } from './sender';
export { clearAnalyticsUser, signInEventTypes, trackSignIn } from './sign-in';
export { startAnalytics, type StartAnalyticsOptions } from './start';
export {
  buildUserProperties,
  type AnalyticsUser,
  type AnalyticsUserSettings,
} from './user-properties';
export { flushQueueFromWorker } from './worker';
