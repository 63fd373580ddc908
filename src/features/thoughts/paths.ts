// Thought pages (spec §2 "/thoughts/{id} and /thoughts/{id}/{thoughtSlug}"). Beside the feature
// rather than in src/paths.ts, which ships with every marketing page.
export const thoughtPaths = {
  thought: '/app/thoughts/:id',
  thoughtWithSlug: '/app/thoughts/:id/:slug',
} as const;

/** /app/thoughts/42/margins-keep-growing: the id decides, the slug is for people and links. */
export const thoughtPath = (id: string, slug?: string | null) =>
  `/app/thoughts/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
