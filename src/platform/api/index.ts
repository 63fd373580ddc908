export { api, buildUrl, call, fetchSessionState, API_BASE } from './client';
export { ApiError, describeError, errorFromAnswer, isTransientFailure } from './errors';
export { captureTokenPair, forgetTokenPair, storedTokenPair } from './token-pair';
export { fireAndForget, requestJson } from './helpers';
export { useQuery, type QueryState } from './use-query';
