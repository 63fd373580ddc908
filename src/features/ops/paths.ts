// The operators' console (DESIGN.md "Operators"): its own area at /ops, beside the app.
export const opsPaths = {
  home: '/ops',
  supportRequest: '/ops/support/:id',
  audit: '/ops/audit',
} as const;

export const supportRequestPath = (id: string) => `/ops/support/${encodeURIComponent(id)}`;
