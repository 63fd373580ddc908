// Community paths (spec §2 "/ideas", "/users/connections", "/users/{id}/public_profile",
// "/users/thought_leaders", "/privacy_settings"; mobile "activity feed", "community", "famous
// investors"). The feed has no web route in the spec: /app/feed is our choice.
export const communityPaths = {
  feed: '/app/feed',
  ideas: '/app/ideas',
  idea: '/app/ideas/:id',
  connections: '/app/users/connections',
  publicProfile: '/app/users/:id/public_profile',
  thoughtLeaders: '/app/users/thought_leaders',
  famousInvestors: '/app/users/famous_investors',
  privacySettings: '/app/privacy_settings',
} as const;

/** An idea's own page: the idea, its grade against the benchmark since posting, the replies. */
export const ideaPath = (id: string) => communityPaths.idea.replace(':id', encodeURIComponent(id));

export const profilePath = (userId: string) =>
  communityPaths.publicProfile.replace(':id', encodeURIComponent(userId));
