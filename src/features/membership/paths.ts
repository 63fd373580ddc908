// Membership paths (spec §2 "/subscriptions, /membership"), beside the feature (not src/paths.ts,
// which ships with every marketing page).
export const membershipPaths = {
  membership: '/app/membership',
  subscriptions: '/app/subscriptions',
} as const;
