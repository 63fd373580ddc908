// The app's server data (the /app chunk only): the query cache, the hooks screens read it through,
// and what each change makes stale.
export { afterChange, afterChangeOf, invalidateAfter } from './changes';
export { queryClient } from './query-client';
export { apiPagesKey, useApiPages, type ApiPagesResult } from './use-api-pages';
export {
  apiQueryKey,
  paintLastAnswer,
  prefetchApiQuery,
  useApiQuery,
  type ApiQuery,
} from './use-api-query';
