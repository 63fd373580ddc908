// A screen's data as QueryView renders it (src/ui/QueryView.tsx): loading → success | error. The
// app's screens get it from the query cache (platform/queries); the blog's pages from their
// pre-rendered snapshot (marketing/blog/use-snapshot-query.ts).
export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };
