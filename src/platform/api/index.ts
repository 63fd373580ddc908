export { api, buildUrl, call, fetchSessionState, keptAnswerTime } from './client';
export { keptAnswer } from './kept-answer';
export type { KeptAnswer } from './last-answer';
export { ApiError, describeError, errorFromAnswer, isTransientFailure } from './errors';
export { captureTokenPair, forgetTokenPair } from './token-pair';
/** @public spec §7's generic helpers (helpers.ts) */
export { fireAndForget, requestJson } from './helpers';
export type { QueryState } from './query-state';
