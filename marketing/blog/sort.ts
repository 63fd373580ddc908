// The blog's order: newest first, then by slug, as the content service lists it
// (server/content/store.ts), so a pre-rendered list and a fetched one agree.
export function sortNewestFirst<T extends { published_on: string; slug: string }>(
  posts: readonly T[],
): T[] {
  return [...posts].sort(
    (a, b) =>
      b.published_on.localeCompare(a.published_on) ||
      (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
}
