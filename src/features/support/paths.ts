// Support paths (spec §2 mobile "support and create support request"). No web
// route is named in the spec: /app/support lists a member's requests, /app/support/new files one.
export const supportPaths = {
  list: '/app/support',
  create: '/app/support/new',
} as const;
